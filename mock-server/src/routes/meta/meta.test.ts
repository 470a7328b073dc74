import { metaAnswerSchema } from '@censo/contracts'
import { describe, expect, it } from 'vitest'
import { get, useTestApp } from '../../testing'
import { cachedBaseCount, MAX_CACHED_BASES } from './index'

const test = useTestApp({}, 'all')

describe('GET /meta/v2/data/:appId/', () => {
  it('answers the metadata item, public, without host', async () => {
    const response = await get(test.app, '/meta/v2/data/censo/', null, {
      origin: 'http://localhost:5173',
    })
    expect(response.statusCode).toBe(200)
    const answer = metaAnswerSchema.parse(response.json())
    expect(answer.items[0]?.key).toBe('censo')
    expect(answer.items[0]?.value.host).toBeUndefined()
    expect(Object.keys(answer.items[0]?.value.censo_domain ?? {})).toContain('recife')
  })

  it('adds host and banner for a special host, by Origin', async () => {
    const response = await get(test.app, '/meta/v2/data/censo/', null, {
      origin: 'http://ipsl.localhost:5173',
    })
    const value = response.json().items[0].value
    expect(value.host).toBe('ipsl.localhost')
    expect(value.censo_domain_banner).toBe('http://localhost:80/files/banners/ipsl.svg')
    const banner = await get(test.app, new URL(value.censo_domain_banner).pathname)
    expect(banner.statusCode).toBe(200)
    expect(banner.body).toContain('<svg')
  })

  it('falls back to X-Forwarded-Host, then ?host=', async () => {
    const forwarded = await get(test.app, '/meta/v2/data/censo/', null, {
      'x-forwarded-host': 'ipsl.localhost:4173',
    })
    expect(forwarded.json().items[0].value.host).toBe('ipsl.localhost')
    const query = await get(test.app, '/meta/v2/data/censo/?host=ipsl.localhost')
    expect(query.json().items[0].value.host).toBe('ipsl.localhost')
    for (const inherited of ['constructor', '__proto__']) {
      const plain = await get(test.app, `/meta/v2/data/censo/?host=${inherited}`)
      expect(plain.json().items[0].value.host).toBeUndefined()
    }
  })

  it('puts any Host into its URLs as it came, quotes and $ included', async () => {
    const host = 'we"ird$&.test'
    const response = await get(test.app, '/meta/v2/data/censo/', null, {
      host,
      origin: 'http://ipsl.localhost:5173',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().items[0].value.censo_domain_banner).toBe(
      `http://${host}/files/banners/ipsl.svg`,
    )
  })

  it('keeps metadata for a bounded number of hosts', async () => {
    for (let i = 0; i < 3 * MAX_CACHED_BASES; i++) {
      await get(test.app, '/meta/v2/data/censo/', null, { host: `h${i}.example` })
    }
    expect(cachedBaseCount()).toBe(MAX_CACHED_BASES)
  })

  it('answers 404 for an unknown app id', async () => {
    expect((await get(test.app, '/meta/v2/data/outro/')).statusCode).toBe(404)
  })
})
