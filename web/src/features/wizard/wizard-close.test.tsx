import { MutationObserver } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { holdAnswers } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import * as t from '@/text/pt-BR/wizard'
import { saveKey, saveVariables, type SaveVariables } from './saves/queued-saves'
import { caseStatus } from '@/test/case-status'
import { recad } from '@/test/envelopes'
import { renderApp } from '@/test/render-app'
import { wizardProgress } from './progress'
import { PHONES } from './steps/contacts/test-routes'
import {
  CASE_STATUS,
  CONCLUIR_TEXT,
  FINALIZE,
  completeDocuments,
  goToStep,
  nextButton,
  person,
  PF_ID,
  previousButton,
  saved,
  stepHeading,
  wizardMetadata,
  wizardServer,
} from './test-support'

const finalizeFailure =
  'Ops! Não foi possível atender a esta solicitação neste momento...Tente novamente em instantes.'

const conclude = () => screen.getByRole('button', { name: 'CONCLUIR' })

/** Walks the complete steps 0 to 5 with Próximo and opens step 6. */
async function toImages() {
  const server = wizardServer(person({ documentos: completeDocuments }), {
    path: '/meta/v2/data/censo/',
    body: metaAnswer({ ...wizardMetadata(), concluir_text: CONCLUIR_TEXT }),
  })
  const view = renderApp('/Censo/')
  const user = userEvent.setup()
  await goToStep(user, 6)
  return { server, user, ...view }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
  localStorage.removeItem('reviewed')
})

describe('wizard end (step 6 bottom)', () => {
  it('CONCLUIR asks with the entity text; Concluir sends the case locked and opens /Status/', async () => {
    const { server, user, router } = await toImages()
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull()
    await waitFor(() => expect(conclude()).toHaveProperty('disabled', false))
    localStorage.setItem('reviewed', 'true')

    await user.click(conclude())
    const question = await screen.findByRole('dialog', { name: 'Concluir o recenseamento' })
    expect(within(question).getByText(CONCLUIR_TEXT)).toBeTruthy()
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(server.callsTo(FINALIZE)).toHaveLength(0)

    server.use(
      {
        method: 'POST',
        path: FINALIZE,
        body: recad({ status: 'locked', data_hora: '2026-11-25T12:00:00.000Z' }),
      },
      { path: CASE_STATUS, body: caseStatus('locked') },
    )
    expect(wizardProgress.reached(PF_ID)).toBe(6)
    await user.click(conclude())
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Concluir' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/Status/'))
    expect(server.callsTo(FINALIZE)[0]?.body).toMatchObject({ pf_id: PF_ID, status: 'locked' })
    expect(localStorage.getItem('reviewed')).toBeNull()
    // A case sent back later is corrected from step 0 again.
    expect(wizardProgress.reached(PF_ID)).toBe(0)
  })

  it('CONCLUIR stays off offline and while a save waits to be sent, and says why (ADR 028)', async () => {
    const { server, queryClient } = await toImages()
    await waitFor(() => expect(conclude()).toHaveProperty('disabled', false))
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await waitFor(() => expect(conclude()).toHaveProperty('disabled', true))
    expect(screen.getByText(t.wizard.saves.concludeOffline)).toBeTruthy()

    // An e-mail saved offline (as step 2 does) waits; back online it is on its way, held.
    const release = holdAnswers((url) => url.endsWith('/social/v1/pessoa-fisica/emails/'))
    server.use({ method: 'POST', path: '/social/v1/pessoa-fisica/emails/', body: saved })
    void new MutationObserver<void, Error, SaveVariables>(queryClient, {
      mutationKey: saveKey('contatos:emails:add'),
    })
      .mutate(saveVariables(PF_ID, { email: 'maria@exemplo.com.br', email_class: 'P' }, 'Email'))
      .catch(() => {})
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText(t.wizard.saves.concludeWaiting(1))).toBeTruthy()
    expect(conclude()).toHaveProperty('disabled', true)
    release()
    await waitFor(() => expect(conclude()).toHaveProperty('disabled', false))
    expect(screen.queryByText(t.wizard.saves.concludeWaiting(1))).toBeNull()
  })

  it('a failed finalize shows its toast and stays', async () => {
    const { server, user, router } = await toImages()
    server.use({ method: 'POST', path: FINALIZE, status: 503, body: { error: { status: 503 } } })
    await waitFor(() => expect(conclude()).toHaveProperty('disabled', false))
    await user.click(conclude())
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Concluir' }),
    )
    expect(await screen.findByText(finalizeFailure)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')
    expect(wizardProgress.reached(PF_ID)).toBe(6)
    await waitFor(() => expect(conclude()).toHaveProperty('disabled', false))
  })

  it('REVISAR INCONSISTÊNCIAS replaces CONCLUIR when an earlier step is incomplete, and opens it', async () => {
    const { server, user } = await toImages()
    await waitFor(() => expect(conclude()).toHaveProperty('disabled', false))
    // The phone went away meanwhile (another device): step 6 reads every step again when it opens.
    server.use({ path: PHONES, body: { data: { SocialAPI: { current: [] } } } })
    await user.click(previousButton())
    await stepHeading(/^Avaliação \(etapa atual\)/)
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
    await user.click(nextButton())
    await stepHeading(/^Imagens \(etapa atual\)/)
    const review = await screen.findByRole('button', { name: 'REVISAR INCONSISTÊNCIAS' })
    expect(screen.queryByRole('button', { name: 'CONCLUIR' })).toBeNull()
    expect(
      screen.getByText('A etapa Contatos tem pendências: revise-a antes de concluir.'),
    ).toBeTruthy()
    await user.click(review)
    expect(await stepHeading(/^Contatos \(etapa atual\)/)).toBeTruthy()
  })
})
