import { describe, expect, it } from 'vitest'
import { mockFetch } from '@/test/fetch'
import { fakeJwt } from '@/test/jwt'
import { ensureAppToken } from './app-token'
import { readToken } from '@/lib/token'

const authRoute = (token: string) => ({
  method: 'POST',
  path: '/auth/v1/auth/',
  status: 401,
  body: { access_token: token },
})

describe('ensureAppToken', () => {
  it('stores the app token the auth API sends in its 401 answer, without a checksum', async () => {
    const api = mockFetch([authRoute('app-1')])
    await ensureAppToken()
    expect(readToken()).toBe('app-1')
    expect(api.calls[0]?.body).toMatchObject({ apikey: 'censo-dev-key' })
    expect(api.calls[0]?.headers.get('X-Checksum')).toBeNull()
  })

  it('asks nothing while a valid token is stored', async () => {
    const api = mockFetch([authRoute('app-2')])
    localStorage.setItem('token', 'kept')
    await ensureAppToken()
    expect(api.calls).toHaveLength(0)
    expect(readToken()).toBe('kept')
  })

  it('replaces an expired token, and concurrent callers share one request', async () => {
    const api = mockFetch([authRoute('app-3')])
    localStorage.setItem(
      'token',
      fakeJwt({ scope: 'app', exp: Math.floor(Date.now() / 1000) - 60 }),
    )
    await Promise.all([ensureAppToken(), ensureAppToken()])
    expect(api.calls).toHaveLength(1)
    expect(readToken()).toBe('app-3')
  })

  it('fails when the auth API fails, so the login can say so', async () => {
    mockFetch([{ method: 'POST', path: '/auth/v1/auth/', status: 503, body: {} }])
    await expect(ensureAppToken()).rejects.toBeDefined()
  })
})
