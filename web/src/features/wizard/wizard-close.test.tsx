import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import type { CompletenessComponent } from './step'
import { completeDocuments, nextButton, person, stepHeading, wizardServer } from './test-support'

// Steps 3 to 6 are placeholders that never count as complete; here they do, so that step 6 can
// be reached and left with Próximo.
vi.mock('./steps/pending', async (importOriginal) => {
  const { pendingStep } = await importOriginal<typeof import('./steps/pending')>()
  const { useDelayedReport } = await import('./wizard-context')
  const AlwaysComplete: CompletenessComponent = ({ report }) => {
    useDelayedReport(true, 0, report)
    return null
  }
  return { pendingStep: { ...pendingStep, Completeness: AlwaysComplete } }
})

const waitNextEnabled = () =>
  waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('wizard end', () => {
  it('Próximo of step 6 closes the wizard, back to the landing page', async () => {
    wizardServer(person({ documentos: completeDocuments }))
    const { router } = renderApp('/Censo/')
    const user = userEvent.setup()
    const steps = [
      'Perfil',
      'Documentos',
      'Contatos',
      'Dependentes',
      'Dados Funcionais',
      'Avaliação',
    ]
    for (const title of steps) {
      await stepHeading(new RegExp(`^${title} \\(etapa atual\\)`))
      await waitNextEnabled()
      await user.click(nextButton())
    }
    // Step 6 is the last one: its Próximo leaves the wizard.
    await stepHeading(/^Imagens \(etapa atual\)/)
    expect(router.state.location.pathname).toBe('/Censo/')
    await waitNextEnabled()
    await user.click(nextButton())
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Recenseamento' }),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })
})
