import { describe, expect, it, vi } from 'vitest'
import { mockFetch } from '../../test/fetch'
import { startAppToken } from './app-token'
import { getToken } from './session'

describe('startAppToken', () => {
  it('stores the app token the auth API sends in its 401 answer', async () => {
    const api = mockFetch([
      { method: 'POST', path: '/auth/v1/auth/', status: 401, body: { access_token: 'app-1' } },
    ])
    await startAppToken()
    expect(getToken()).toBe('app-1')
    expect(api.calls[0]?.body).toMatchObject({ apikey: 'censo-dev-key' })
    expect(api.calls[0]?.headers.get('X-Checksum')).toBeNull()
  })

  it('asks nothing when a token is stored or the device is offline', async () => {
    const api = mockFetch([])
    localStorage.setItem('token', 'kept')
    await startAppToken()
    localStorage.clear()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await startAppToken()
    expect(api.calls).toHaveLength(0)
  })
})
