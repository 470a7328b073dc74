import { describe, expect, it } from 'vitest'
import { MAX_KEYS, RateLimiter } from './rate-limit'

describe('RateLimiter', () => {
  it('refuses within the interval, then past the count until the oldest hit leaves', () => {
    const limiter = new RateLimiter({ max: 2, windowSeconds: 100, intervalSeconds: 10 })
    expect(limiter.refusal('a', 0)).toBeNull()
    limiter.hit('a', 0)
    expect(limiter.refusal('a', 2500)).toBe(8)
    expect(limiter.refusal('a', 10_000)).toBeNull()
    limiter.hit('a', 10_000)
    expect(limiter.refusal('a', 20_000)).toBe(80)
    expect(limiter.refusal('b', 20_000)).toBeNull()
    expect(limiter.refusal('a', 100_000)).toBeNull()
  })

  it('rounds a wait up to whole seconds, at least 1', () => {
    const limiter = new RateLimiter({ max: 0, windowSeconds: 60, intervalSeconds: 1 })
    limiter.hit('a', 0)
    expect(limiter.refusal('a', 999)).toBe(1)
    expect(limiter.refusal('a', 1000)).toBeNull()
  })

  it('limits nothing with max 0 and interval 0', () => {
    const limiter = new RateLimiter({ max: 0, windowSeconds: 60, intervalSeconds: 0 })
    for (let hit = 0; hit < 100; hit++) limiter.hit('a', 0)
    expect(limiter.refusal('a', 0)).toBeNull()
  })

  it('keeps at most MAX_KEYS keys, dropping the least recently hit, and clears', () => {
    const limiter = new RateLimiter({ max: 1, windowSeconds: 60, intervalSeconds: 0 })
    for (let key = 0; key <= MAX_KEYS; key++) limiter.hit(String(key), 0)
    expect(limiter.size).toBe(MAX_KEYS)
    expect(limiter.refusal('0', 0)).toBeNull()
    expect(limiter.refusal(String(MAX_KEYS), 0)).toBe(60)
    limiter.clear()
    expect(limiter.size).toBe(0)
  })
})
