import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch } from '@/test/fetch'
import { metaAnswer, metadata } from '@/test/metadata'
import { metadataQueryOptions } from './metadata'

const META_PATH = '/meta/v2/data/censo/'

function startedRead(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status }))
}

function readMetadata() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    metadataQueryOptions(),
  )
}

describe('metadata query and the read the page started', () => {
  afterEach(() => {
    window.censoMetadataRead = undefined
  })

  it('takes the started read when it answered well: no other call', async () => {
    const server = mockFetch([])
    const value = { ...metadata(), profile_text: 'Texto do perfil lido pela página' }
    window.censoMetadataRead = startedRead(metaAnswer(value))
    await expect(readMetadata()).resolves.toMatchObject({ profile_text: value.profile_text })
    expect(server.calls).toEqual([])
    expect(window.censoMetadataRead).toBeUndefined()
  })

  it.each([
    ['an error status', startedRead({ error: { message: 'falhou' } }, 500)],
    ['an answer that does not fit', startedRead({ items: [{ value: { login: 1 } }] })],
    ['no answer (sent offline)', Promise.resolve(null)],
  ])('reads again through the client after %s', async (_case, started) => {
    const server = mockFetch([{ path: META_PATH, body: metaAnswer() }])
    window.censoMetadataRead = started
    await expect(readMetadata()).resolves.toMatchObject({ login: metadata().login })
    expect(server.calls.map((call) => new URL(call.url, 'http://x').pathname)).toEqual([META_PATH])
  })

  it('reads through the client when the page started nothing (dev, tests)', async () => {
    const server = mockFetch([{ path: META_PATH, body: metaAnswer() }])
    await readMetadata()
    expect(server.calls).toHaveLength(1)
  })
})
