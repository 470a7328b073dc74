import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing'

const test = useTestApp({}, 'all')
const META = '/meta/v2/data/censo/'

describe('gzip of JSON answers', () => {
  it('gzips the metadata for a client that accepts it, and the body is the same', async () => {
    const plain = await test.app.inject({ method: 'GET', url: META })
    const zipped = await test.app.inject({
      method: 'GET',
      url: META,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/)
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('sends small answers and refused encodings as they are', async () => {
    const small = await test.app.inject({
      method: 'GET',
      url: '/__dev/health',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    const refused = await test.app.inject({
      method: 'GET',
      url: META,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.json()).toHaveProperty('items')
  })
})
