import { useSyncExternalStore } from 'react'

/**
 * Whether the app can reach the network: `navigator.onLine`, and no sign since the last `online`
 * event that requests fail for lack of network. `navigator.onLine` alone is too optimistic: a
 * phone on a dead connection, or a page the service worker served from its cache, may still
 * say "online" (docs/decisions/011).
 *
 * Such a page may also never hear `online` when the network comes back (its `navigator.onLine`
 * never changed; whether Chromium fires the event then differs between versions), so while the
 * app believes it is unreachable it tries the failed request again every RECHECK_MS, and at once
 * when the screen becomes visible again: nobody stays on "Sem conexão" with a working connection.
 */
let unreachable = false
let tryAgain: (() => void) | null = null
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

/** The pause between two tries while the network seems unreachable. */
export const RECHECK_MS = 10_000

function notify() {
  for (const listener of listeners) listener()
}

function recheck() {
  // Offline for the browser too: its `online` event will say when to look again.
  if (navigator.onLine) tryAgain?.()
}

/** Called by the data layer: a request got an answer (and by the browser's `online`). */
export function reportReachable(): void {
  clearInterval(timer)
  timer = undefined
  tryAgain = null
  unreachable = false
  notify()
}

/**
 * Called by the data layer: a request failed for lack of network. `retry` sends it again (and so
 * reports again); it runs every RECHECK_MS, and at once when the screen becomes visible.
 */
export function reportUnreachable(retry: () => void): void {
  tryAgain = retry
  timer ??= setInterval(recheck, RECHECK_MS)
  if (unreachable) return
  unreachable = true
  notify()
}

function onVisible() {
  if (document.visibilityState === 'visible') recheck()
}

/** Calls `listener` whenever `isOnline()` may have changed; returns the unsubscribe. */
export function subscribeOnline(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', reportReachable)
    window.addEventListener('offline', notify)
    document.addEventListener('visibilitychange', onVisible)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      // Nothing shows the state any more (the app is gone): no tries left behind.
      reportReachable()
      window.removeEventListener('online', reportReachable)
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
  return useSyncExternalStore(subscribeOnline, isOnline, () => true)
}
