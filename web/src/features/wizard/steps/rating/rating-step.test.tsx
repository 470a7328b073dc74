import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MockRoute } from '@/test/fetch'
import { renderApp } from '@/test/render-app'
import {
  completeDocuments,
  goToStep,
  nextButton,
  person,
  PF_ID,
  wizardServer,
} from '@/features/wizard/test-support'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { RATING } from './test-routes'
import { recad } from '@/test/envelopes'
import { wizard } from '@/text/pt-BR/wizard'
import { goOnline } from '@/test/network'

const rated = (aval: number) => recad({ pf_id: PF_ID, aval: String(aval), aval_segurado: true })

/** Opens the wizard on step 5 (steps 0 to 4 complete: step 4's default record is valid). */
async function openRating(routes: MockRoute[] = []) {
  const server = wizardServer(person({ documentos: completeDocuments }), ...routes)
  renderApp('/Censo/')
  const user = userEvent.setup()
  await goToStep(user, 5)
  return { server, user }
}

const question = () =>
  screen.getByRole('group', { name: 'Como você avalia este procedimento de auto-Recenseamento?' })
const face = (name: string) => within(question()).getByRole('radio', { name })
const thanks = 'Obrigado por sua avaliação!'
const ops = 'Ops! Não foi possível realizar esta operação...tente novamente em instantes.'
const notYet: MockRoute = { path: RATING, status: 404, body: { error: { status: 404 } } }

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('step 5 Avaliação', () => {
  it('asks with five named faces, all coloured while none is chosen; always complete', async () => {
    await openRating([notYet])
    const radios = within(question()).getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Estou totalmente satisfeito',
      'Estou satisfeito',
      'Estou insatisfeito',
      'Estou muito insatisfeito',
      'Estou totalmente insatisfeito',
    ])
    expect(question().className).toContain('rating-none')
    await waitFor(() => expect(nextButton().hasAttribute('disabled')).toBe(false))
  })

  it('reads the saved rating back (a string) and highlights its face', async () => {
    await openRating([{ path: RATING, body: rated(4) }])
    await waitFor(() => expect(face('Estou satisfeito')).toHaveProperty('checked', true))
    expect(question().className).toContain('rating-chosen')
  })

  // ADR 024: the spec shows `aval` only; a backend that answers it as a number, alone, is read.
  it('reads back a rating answered as a number, without the fields the app does not use', async () => {
    await openRating([{ path: RATING, body: recad({ aval: 2 }) }])
    await waitFor(() => expect(face('Estou muito insatisfeito')).toHaveProperty('checked', true))
  })

  it('saves a click at once and thanks the person', async () => {
    const { server, user } = await openRating([
      notYet,
      { method: 'POST', path: '/recad/v1/aval/', body: rated(5) },
    ])
    await user.click(face('Estou totalmente satisfeito'))
    expect(await screen.findByText(thanks)).toBeTruthy()
    expect(server.callsTo('/recad/v1/aval/')[0]?.body).toMatchObject({
      pf_id: PF_ID,
      aval: 5,
      aval_segurado: true,
    })
    expect(face('Estou totalmente satisfeito')).toHaveProperty('checked', true)
  })

  // The spec shows no answer for the rating write (ADR 024): any 2xx answer is a save.
  it.each([
    ['no body (204)', { status: 204 }],
    ['an empty object', { body: {} }],
    ['the rating as a number', { body: { data: { RecadAPI: { aval: 2 } } } }],
  ])('thanks the person when the save answers %s', async (_name, answer) => {
    const { user } = await openRating([
      notYet,
      { method: 'POST', path: '/recad/v1/aval/', ...answer },
    ])
    await user.click(face('Estou insatisfeito'))
    expect(await screen.findByText(thanks)).toBeTruthy()
    expect(face('Estou insatisfeito')).toHaveProperty('checked', true)
  })

  it('moves with the arrow keys as one radio group, and saves once the face they stop on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { server, user } = await openRating([
      { path: RATING, body: rated(4) },
      { method: 'POST', path: '/recad/v1/aval/', body: rated(2) },
    ])
    await waitFor(() => expect(face('Estou satisfeito')).toHaveProperty('checked', true))
    face('Estou satisfeito').focus()
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{ArrowRight}')
    expect(face('Estou muito insatisfeito')).toHaveProperty('checked', true)
    expect(server.callsTo('/recad/v1/aval/')).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(WIZARD_TIMING.ratingSettle))
    expect(await screen.findByText(thanks)).toBeTruthy()
    expect(server.callsTo('/recad/v1/aval/')).toHaveLength(1)
    expect(server.callsTo('/recad/v1/aval/')[0]?.body).toMatchObject({ aval: 2 })
    expect(screen.getAllByText(thanks)).toHaveLength(1)
  })

  it('saves the face the arrows reached at once when the focus leaves the faces', async () => {
    const { server, user } = await openRating([
      { path: RATING, body: rated(4) },
      { method: 'POST', path: '/recad/v1/aval/', body: rated(3) },
    ])
    await waitFor(() => expect(face('Estou satisfeito')).toHaveProperty('checked', true))
    face('Estou satisfeito').focus()
    await user.keyboard('{ArrowRight}')
    await user.tab()
    await waitFor(() => expect(server.callsTo('/recad/v1/aval/')).toHaveLength(1))
    expect(server.callsTo('/recad/v1/aval/')[0]?.body).toMatchObject({ aval: 3 })
    expect(await screen.findByText(thanks)).toBeTruthy()
  })

  it('only logs a load failure other than 404, and a refused save (4xx) puts the saved face back', async () => {
    const { user } = await openRating([
      { path: RATING, status: 500, body: { error: { status: 500 } } },
      { method: 'POST', path: '/recad/v1/aval/', status: 400, body: { error: { status: 400 } } },
    ])
    await waitFor(() => expect(console.error).toHaveBeenCalled())
    expect(screen.queryByText(ops)).toBeNull()
    await user.click(face('Estou insatisfeito'))
    expect(await screen.findByText(ops)).toBeTruthy()
    await waitFor(() => expect(face('Estou insatisfeito')).toHaveProperty('checked', false))
  })
})

/** The device's network as the browser reports it, with its event. */

const SAVE = '/recad/v1/aval/'
const posts = (server: Awaited<ReturnType<typeof openRating>>['server']) =>
  server.callsTo(SAVE).filter((call) => call.method === 'POST')

describe('step 5 Avaliação saves (ADR 028)', () => {
  it('offline, the face shows chosen at once with a line, and goes once when back online', async () => {
    const { server, user } = await openRating([{ path: RATING, body: rated(4) }])
    await waitFor(() => expect(face('Estou satisfeito')).toHaveProperty('checked', true))
    goOnline(false)
    await user.click(face('Estou totalmente satisfeito'))
    expect(face('Estou totalmente satisfeito')).toHaveProperty('checked', true)
    expect(await screen.findByText(wizard.saves.waiting)).toBeTruthy()
    expect(screen.getByText(wizard.saves.queued('Avaliação'))).toBeTruthy()
    expect(posts(server)).toHaveLength(0)

    // Back online the wizard reads afresh: the server then holds the new face.
    server.use({ method: 'POST', path: SAVE, body: rated(5) }, { path: RATING, body: rated(5) })
    goOnline(true)
    expect(await screen.findByText(thanks)).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(wizard.saves.waiting)).toBeNull())
    expect(posts(server)).toHaveLength(1)
    expect(posts(server)[0]?.body).toMatchObject({ aval: 5 })
    expect(face('Estou totalmente satisfeito')).toHaveProperty('checked', true)
  })

  it('a server failure is tried again with no tap, the face kept chosen', async () => {
    const { server, user } = await openRating([
      notYet,
      { method: 'POST', path: SAVE, body: rated(3) },
      { method: 'POST', path: SAVE, status: 503, body: {}, times: 1 },
    ])
    await user.click(face('Estou insatisfeito'))
    await waitFor(() => expect(posts(server)).toHaveLength(1))
    expect(face('Estou insatisfeito')).toHaveProperty('checked', true)
    expect(await screen.findByText(thanks, {}, { timeout: 3_000 })).toBeTruthy()
    expect(posts(server)).toHaveLength(2)
    expect(screen.queryByText(ops)).toBeNull()
    expect(face('Estou insatisfeito')).toHaveProperty('checked', true)
  })

  it('a choice made offline and refused once sent: the toast, and the saved face back', async () => {
    const { server, user } = await openRating([{ path: RATING, body: rated(4) }])
    await waitFor(() => expect(face('Estou satisfeito')).toHaveProperty('checked', true))
    goOnline(false)
    await user.click(face('Estou totalmente insatisfeito'))
    expect(await screen.findByText(wizard.saves.waiting)).toBeTruthy()

    server.use({ method: 'POST', path: SAVE, status: 405, body: { error: { status: 405 } } })
    goOnline(true)
    expect(await screen.findByText(ops)).toBeTruthy()
    await waitFor(() => expect(face('Estou satisfeito')).toHaveProperty('checked', true))
    expect(screen.queryByText(wizard.saves.waiting)).toBeNull()
    expect(posts(server)).toHaveLength(1)
  })
})
