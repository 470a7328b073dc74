import { metaClient } from '@censo/contracts/client'
import { afterEach, describe, expect, it } from 'vitest'
import { api } from '@/lib/api/api'
import { config } from '@/config/env'
import { mockFetch } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { metadataUrl, startMetadataRead } from './metadata-preload'

describe('metadataUrl', () => {
  it("is the very URL the app's client reads, so the read the page starts asks the same", async () => {
    const server = mockFetch([{ path: '/meta/v2/data/censo/', body: metaAnswer() }])
    await metaClient.getMetadata(api.meta, config.appId)
    const started = new URL(metadataUrl(config.api.meta, config.appId))
    expect(started.origin).toBe(new URL(config.api.meta).origin)
    expect(server.calls[0]?.url).toBe(started.pathname)
  })

  it('joins bases with or without a trailing slash and encodes the app id', () => {
    expect(metadataUrl('https://meta.example.br/api', 'censo')).toBe(
      'https://meta.example.br/api/v2/data/censo/',
    )
    expect(metadataUrl('https://meta.example.br/api/', 'a b')).toBe(
      'https://meta.example.br/api/v2/data/a%20b/',
    )
  })
})

describe('startMetadataRead (the script in <head>)', () => {
  afterEach(() => {
    window.censoMetadataRead = undefined
  })

  it('starts the read, JSON accepted, for the metadata query to take', async () => {
    const server = mockFetch([{ path: '/meta/v2/data/censo/', body: metaAnswer() }])
    startMetadataRead(metadataUrl(config.api.meta, config.appId))
    const response = await window.censoMetadataRead
    expect(response?.ok).toBe(true)
    expect(server.calls[0]?.headers.get('Accept')).toBe('application/json')
    expect(server.calls[0]?.headers.get('Authorization')).toBeNull()
  })

  it('gives null when the read could not be sent', async () => {
    mockFetch([{ path: '/meta/v2/data/censo/', network: true }])
    startMetadataRead(metadataUrl(config.api.meta, config.appId))
    await expect(window.censoMetadataRead).resolves.toBeNull()
  })
})
