/** A sliding-window limit: at most `max` hits per `windowSeconds`, `intervalSeconds` apart. */
export interface RateLimit {
  /** 0: no count limit. */
  max: number
  windowSeconds: number
  /** 0: no minimum interval. */
  intervalSeconds: number
}

/** Keys kept at most; the least recently hit go first (a script cannot grow it without bound). */
export const MAX_KEYS = 10_000

/**
 * Remembers the times of the hits per key (a person, a CPF) in memory, nothing on disk: a
 * restart or `/__dev/reset` forgets them. `refusal` says how long a key must wait; `hit` counts.
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>()

  constructor(readonly limit: RateLimit) {}

  /** Seconds until `key` may try again (rounded up, at least 1), or null when it may now. */
  refusal(key: string, now: number): number | null {
    const times = this.#recent(key, now)
    const { max, windowSeconds, intervalSeconds } = this.limit
    let until = 0
    const last = times.at(-1)
    if (intervalSeconds > 0 && last !== undefined) until = last + intervalSeconds * 1000
    const oldest = times[times.length - max]
    if (max > 0 && times.length >= max && oldest !== undefined) {
      until = Math.max(until, oldest + windowSeconds * 1000)
    }
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : null
  }

  hit(key: string, now: number): void {
    const times = this.#recent(key, now)
    times.push(now)
    // Only the newest `max` matter (one for the interval alone).
    if (times.length > Math.max(this.limit.max, 1)) times.shift()
    this.#hits.delete(key)
    this.#hits.set(key, times)
    for (const oldest of this.#hits.keys()) {
      if (this.#hits.size <= MAX_KEYS) break
      this.#hits.delete(oldest)
    }
  }

  /** Forgets one key's hits (one person reseeded). */
  forget(key: string): void {
    this.#hits.delete(key)
  }

  clear(): void {
    this.#hits.clear()
  }

  get size(): number {
    return this.#hits.size
  }

  /** The key's hits still inside the window (or the interval), older ones dropped. */
  #recent(key: string, now: number): number[] {
    const keep = Math.max(this.limit.windowSeconds, this.limit.intervalSeconds) * 1000
    const times = (this.#hits.get(key) ?? []).filter((time) => time > now - keep)
    if (times.length === 0) this.#hits.delete(key)
    else this.#hits.set(key, times)
    return times
  }
}
