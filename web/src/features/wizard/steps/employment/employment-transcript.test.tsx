import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdAnswers } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import { spoken, stopListening, Transcript } from '@/a11y/screen-reader'
import { completeDocuments, goToStep, person, wizardServer } from '@/features/wizard/test-support'
import { wizard } from '@/text/pt-BR/wizard'
import { SERVIDORES } from './test-routes'
import { employmentTexts } from './texts'

/** The records' answer waits until the person has seen them loading. */
const holdRecords = () => holdAnswers((url) => url.includes(SERVIDORES))

beforeEach(() => {
  // The failed read is logged on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(stopListening)

describe("what a screen reader says when a step's data cannot be read", () => {
  it('hears the records loading, then their failure once, and again after Tentar novamente', async () => {
    wizardServer(person({ documentos: completeDocuments }), {
      path: SERVIDORES,
      status: 500,
      body: { error: { status: 500 } },
    })
    let release = holdRecords()
    renderApp('/Censo/')
    const user = userEvent.setup()
    await goToStep(user, 4)
    await screen.findByText(wizard.loading)
    const heard = await Transcript.start(
      'wizard-load-failure',
      'Step 4 Dados Funcionais: the records cannot be read (the RH API answers 500)',
    )
    await heard.step('waits while the records load')
    release()
    await vi.waitFor(
      async () =>
        expect(spoken(await heard.heardSinceStep())).toEqual([
          `assertive: ${employmentTexts.loadFailure}`,
        ]),
      { timeout: 15_000 },
    )
    await heard.step('presses Tentar novamente; the records fail again')
    release = holdRecords()
    await user.click(screen.getByRole('button', { name: wizard.retry }))
    await screen.findByText(wizard.loading)
    release()
    await vi.waitFor(
      async () =>
        expect(spoken(await heard.heardSinceStep())).toEqual([
          `polite: ${wizard.loading}`,
          `assertive: ${employmentTexts.loadFailure}`,
        ]),
      { timeout: 15_000 },
    )
    await heard.finish()
  })
})
