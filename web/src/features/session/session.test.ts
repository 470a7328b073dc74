import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeJwt, sampleUser } from '@/test/jwt'
import { clearToken, getSessionUser, setToken, useSessionUser } from './session'

afterEach(() => {
  clearToken()
  vi.useRealTimers()
})

describe('session', () => {
  it('is the user of a valid person token, and nobody for an app token', () => {
    setToken(fakeJwt({ user: sampleUser }))
    expect(getSessionUser()?.pfid).toBe(42)
    setToken(fakeJwt({ app: 'censo' }))
    expect(getSessionUser()).toBeNull()
  })

  it('ends when the token expires while the page is open, and says so to its subscribers', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') })
    const exp = Date.parse('2026-11-21T10:30:00Z') / 1000
    setToken(fakeJwt({ user: sampleUser, exp }))
    const { result } = renderHook(() => useSessionUser())
    expect(result.current?.nome).toBe(sampleUser.nome)

    act(() => {
      vi.advanceTimersByTime(29 * 60_000)
    })
    expect(result.current?.nome).toBe(sampleUser.nome)
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(result.current).toBeNull()
    expect(getSessionUser()).toBeNull()
  })

  it('is nobody at once for a token that has already expired', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') })
    setToken(fakeJwt({ user: sampleUser, exp: Date.parse('2026-11-21T09:00:00Z') / 1000 }))
    expect(getSessionUser()).toBeNull()
  })

  it('logs a missing or malformed token as it logs a token without a user (access §8)', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    setToken(fakeJwt({ user: sampleUser }))
    expect(getSessionUser()).not.toBeNull()
    expect(info).not.toHaveBeenCalled()

    clearToken()
    expect(getSessionUser()).toBeNull()
    expect(info).toHaveBeenLastCalledWith('session: no token')

    setToken('not-a-token')
    expect(getSessionUser()).toBeNull()
    expect(info).toHaveBeenLastCalledWith('session: a malformed token')

    setToken(fakeJwt({ app: 'censo' }))
    expect(getSessionUser()).toBeNull()
    expect(info).toHaveBeenLastCalledWith(
      'session: the stored token carries no user (app token or invalid)',
    )
    // Logged once per token, not at every reading.
    getSessionUser()
    expect(info).toHaveBeenCalledTimes(3)
  })
})
