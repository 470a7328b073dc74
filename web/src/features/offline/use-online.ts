import { useSyncExternalStore } from 'react'

/**
 * Whether the app can reach the network: `navigator.onLine`, and no sign since the last `online`
 * event that requests fail for lack of network. `navigator.onLine` alone is too optimistic: a
 * phone on a dead connection, or a page the service worker served from its cache, may still
 * say "online" (docs/decisions/011).
 *
 * Such a page may also never hear `online` when the network comes back (its `navigator.onLine`
 * never changed; whether Chromium fires the event then differs between versions), so while the
 * app believes it is unreachable it tries the failed request again now and then, at once when the
 * screen becomes visible again: nobody stays on "Sem conexão" with a working connection.
 */
let unreachable = false
let tryAgain: (() => void) | null = null
let attempts = 0
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

/** Pauses between two tries while unreachable: soon at first, then no more than twice a minute. */
export const RECHECK_DELAYS_MS = [5_000, 10_000, 20_000, 30_000] as const

function notify() {
  for (const listener of listeners) listener()
}

function recheck() {
  clearTimeout(timer)
  timer = undefined
  // Offline for the browser too: its `online` event will say when to look again.
  if (unreachable && navigator.onLine) tryAgain?.()
}

function scheduleRecheck() {
  clearTimeout(timer)
  const delay = RECHECK_DELAYS_MS[Math.min(attempts, RECHECK_DELAYS_MS.length - 1)]
  attempts += 1
  timer = setTimeout(recheck, delay)
}

/** Back to the start: reachable, no try pending. */
function forgetFailures() {
  clearTimeout(timer)
  timer = undefined
  attempts = 0
  tryAgain = null
  unreachable = false
}

function markReachable() {
  const wasUnreachable = unreachable
  forgetFailures()
  if (wasUnreachable) notify()
}

/** Called by the data layer: a request got an answer. */
export function reportReachable(): void {
  markReachable()
}

/**
 * Called by the data layer: a request failed for lack of network. `retry` sends it again and
 * reports its outcome once more (this one or `reportReachable`).
 */
export function reportUnreachable(retry: () => void): void {
  tryAgain = retry
  scheduleRecheck()
  if (unreachable) return
  unreachable = true
  notify()
}

function onVisible() {
  if (document.visibilityState === 'visible' && unreachable) recheck()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('online', markReachable)
    window.addEventListener('offline', notify)
    document.addEventListener('visibilitychange', onVisible)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      // Nothing shows the state any more (the app is gone): no tries left behind.
      forgetFailures()
      window.removeEventListener('online', markReachable)
      window.removeEventListener('offline', notify)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }
}

export function isOnline(): boolean {
  return navigator.onLine && !unreachable
}

/** `isOnline()`, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
