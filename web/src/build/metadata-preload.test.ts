import { metaClient } from '@censo/contracts/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api'
import { config } from '@/config/env'
import { mockFetch } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { SERVED_CONFIG_ID } from '@/config/served-config'
import { servedWith } from '@/test/served-config'
import { startMetadataRead } from './metadata-preload'

/** The URL the script asks, with fetch answering nothing. */
function urlAsked(served: typeof config): string {
  servedWith(served)
  const asked: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : String(input))
    return new Response(null)
  })
  startMetadataRead(SERVED_CONFIG_ID)
  return asked[0] ?? ''
}

describe('startMetadataRead (the script in <head>)', () => {
  afterEach(() => {
    window.censoMetadataRead = undefined
    document.getElementById(SERVED_CONFIG_ID)?.remove()
  })

  it("asks the very URL the app's client reads", async () => {
    servedWith(config)
    const server = mockFetch([{ path: '/meta/v2/data/censo/', body: metaAnswer() }])
    await metaClient.getMetadata(api.meta, config.appId)
    startMetadataRead(SERVED_CONFIG_ID)
    await window.censoMetadataRead
    expect(server.calls.map((call) => call.url)).toEqual([
      '/meta/v2/data/censo/',
      '/meta/v2/data/censo/',
    ])
  })

  it('takes the base and the app id the page was served with, with or without a trailing slash', () => {
    const apis = { ...config.api, meta: 'https://meta.example.br/api' }
    expect(urlAsked({ ...config, api: apis })).toBe('https://meta.example.br/api/v2/data/censo/')
    expect(urlAsked({ ...config, api: { ...apis, meta: `${apis.meta}/` }, appId: 'a b' })).toBe(
      'https://meta.example.br/api/v2/data/a%20b/',
    )
  })

  it('asks nothing on a page with no configuration (the app reads it itself)', () => {
    startMetadataRead(SERVED_CONFIG_ID)
    expect(window.censoMetadataRead).toBeUndefined()
  })

  it('starts the read, JSON accepted, for the metadata query to take', async () => {
    servedWith(config)
    const server = mockFetch([{ path: '/meta/v2/data/censo/', body: metaAnswer() }])
    startMetadataRead(SERVED_CONFIG_ID)
    const response = await window.censoMetadataRead
    expect(response?.ok).toBe(true)
    expect(server.calls[0]?.headers.get('Accept')).toBe('application/json')
    expect(server.calls[0]?.headers.get('Authorization')).toBeNull()
  })

  it('gives null when the read could not be sent', async () => {
    servedWith(config)
    mockFetch([{ path: '/meta/v2/data/censo/', network: true }])
    startMetadataRead(SERVED_CONFIG_ID)
    await expect(window.censoMetadataRead).resolves.toBeNull()
  })
})
