import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockFetch } from '@/test/fetch'
import { metaAnswer, metadata } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { saveMetadata, savedMetadata } from './metadata-cache'

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
})
