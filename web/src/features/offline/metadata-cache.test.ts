import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockFetch } from '@/test/fetch'
import { metaAnswer, metadata } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { saveMetadata, savedMetadata } from './metadata-cache'
import { RECHECK_MS } from './use-online'

/**
 * /Tutorial/ on the fake clock with a meta API that does not answer: the offline screen, and
 * how many reads were made (ky tries a GET again itself: what counts is the reads after those).
 */
async function offlineTutorial() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  saveMetadata('censo', metadata())
  const fetches = mockFetch([{ path: '/meta/v2/data/censo/', network: true }])
  renderApp('/Tutorial/')
  expect(await screen.findByRole('heading', { level: 1, name: 'Sem conexão' })).toBeTruthy()
  const reads = () => fetches.callsTo('/meta/v2/data/censo/').length
  const answerAgain = () => fetches.use({ path: '/meta/v2/data/censo/', body: metaAnswer() })
  return { reads, firstReads: reads(), answerAgain }
}

describe('metadata kept on the device', () => {
  it('reads back the copy saved for the same app id only', () => {
    saveMetadata('censo', metadata())
    expect(savedMetadata('censo')?.censo_domain.recife?.nome).toBe('Recife')
    expect(savedMetadata('outro')).toBeNull()
  })

  it('ignores a copy that is not JSON or no longer fits the contract', () => {
    localStorage.setItem('meta', '{not json')
    expect(savedMetadata('censo')).toBeNull()
    localStorage.setItem('meta', JSON.stringify({ appId: 'censo', metadata: { censo_domain: 1 } }))
    expect(savedMetadata('censo')).toBeNull()
  })

  it('saves each answer of the meta API', async () => {
    mockFetch([{ path: '/meta/v2/data/censo/', body: metaAnswer() }])
    renderApp('/Termos/')
    expect(await screen.findByText('Termo um.')).toBeTruthy()
    expect(savedMetadata('censo')).not.toBeNull()
  })

  it('shows the saved texts when the meta API cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    saveMetadata('censo', metadata())
    mockFetch([{ path: '/meta/v2/data/censo/', network: true }])
    renderApp('/Termos/')
    expect(await screen.findByText('Termo um.')).toBeTruthy()
  })

  it('still says the metadata could not be loaded when there is no saved copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch([{ path: '/meta/v2/data/censo/', network: true }])
    renderApp('/')
    expect(await screen.findByText('Não foi possível carregar a meta API')).toBeTruthy()
  })

  it('treats a meta API without answer as offline, until the browser says it is online again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    saveMetadata('censo', metadata())
    mockFetch([{ path: '/meta/v2/data/censo/', network: true }])
    renderApp('/Tutorial/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem conexão' })).toBeTruthy()
    act(() => void window.dispatchEvent(new Event('online')))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manual de utilização' }),
    ).toBeTruthy()
  })

  it('comes back by itself once the meta API answers again, with no online event', async () => {
    const { reads, firstReads, answerAgain } = await offlineTutorial()
    // Still no network at the next try: the screen stays, and it tries again later.
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS))
    expect(reads()).toBeGreaterThan(firstReads)
    expect(screen.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeTruthy()

    answerAgain()
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manual de utilização' }),
    ).toBeTruthy()
  })

  it('tries again at once when the screen becomes visible, and not while the browser is offline', async () => {
    const { reads, firstReads, answerAgain } = await offlineTutorial()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS))
    expect(reads()).toBe(firstReads)

    onLine.mockReturnValue(true)
    answerAgain()
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manual de utilização' }),
    ).toBeTruthy()
    expect(reads()).toBe(firstReads + 1)
  })
})
