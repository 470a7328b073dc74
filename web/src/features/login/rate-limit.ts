import { useEffect, useState } from 'react'
import type { RequestFailure } from '@/lib/errors'

/** When the mock gives no retry_after (it always does), the send interval of ADR 020. */
export const DEFAULT_RETRY_SECONDS = 60

/** A 429 of the rate limits of codes and logins (ADR 020)? */
export function isTooMany(failure: RequestFailure): boolean {
  return failure.kind === 'http' && failure.status === 429
}

/** The seconds a 429 asks to wait: its body's retry_after, else the default. */
export function retryAfterSeconds(failure: RequestFailure): number {
  const seconds = failure.kind === 'http' ? failure.error?.retry_after : undefined
  return seconds !== undefined && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_SECONDS
}

/** Whole seconds left until `until` (a Date.now() time), ticking every second; 0 once past. */
export function useCountdown(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    const tick = () => {
      const next = until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))
      setSeconds(next)
      return next
    }
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer)
    }, 1000)
    if (tick() === 0) clearInterval(timer)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}
