import { useSyncExternalStore } from 'react'

/**
 * Whether the app can reach the network: `navigator.onLine`, and no sign since the last `online`
 * event that requests fail for lack of network. `navigator.onLine` alone is too optimistic: a
 * phone on a dead connection, or a page the service worker served from its cache, may still
 * say "online" (docs/decisions/011).
 */
let unreachable = false
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

/** Called by the data layer: a request failed for lack of network (false) or got an answer. */
export function reportReachable(reachable: boolean): void {
  if (unreachable !== reachable) return
  unreachable = !reachable
  notify()
}

function onOnline() {
  unreachable = false
  notify()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', notify)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', notify)
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
