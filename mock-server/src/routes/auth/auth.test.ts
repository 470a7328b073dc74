import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { post, useTestApp } from '../../testing'

const test = useTestApp({ apiKey: 'test-key' }, 'all')

describe('POST /auth/v1/auth/', () => {
  it('answers 401 carrying an app token (the spec quirk), without a checksum', async () => {
    const response = await post(
      test.app,
      '/auth/v1/auth/',
      { apikey: 'test-key' },
      { checksum: false },
    )
    expect(response.statusCode).toBe(401)
    const token = response.json().access_token
    expect(decodeJwt(token).scope).toBe('app')
    expect(await test.app.tokens.verify(token)).toEqual({ scope: 'app' })
  })

  it('answers 403 for a wrong key', async () => {
    const response = await post(test.app, '/auth/v1/auth/', { apikey: 'nope' })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.status).toBe(403)
  })
})
