import { metaClient } from '@censo/contracts/client'
import { describe, expect, it } from 'vitest'
import { api } from '@/lib/api/api'
import { config } from '@/config/env'
import { mockFetch } from '@/test/fetch'
import { metaAnswer } from '@/test/metadata'
import { metadataUrl } from './metadata-preload'

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
