import type { TokenUser } from '@censo/contracts'
import { useSyncExternalStore } from 'react'
import { clearExchangeCache } from '@/lib/api/exchange-cache-clear'
import { storage, storageKeys } from '@/lib/storage'
import { readPersonToken, readToken } from '@/lib/token'

/**
 * The session is the token in localStorage 'token' (spec §3): an app token before login, a
 * person token after. Authenticated = the stored token holds a valid `user`.
 */
const listeners = new Set<() => void>()
// `undefined` until the first reading, so that a missing token is noticed (and logged) too.
let cached: { token: string | null | undefined; user: TokenUser | null; expiresAt: number } = {
  token: undefined,
  user: null,
  expiresAt: Infinity,
}
let expiryTimer: ReturnType<typeof setTimeout> | undefined
// setTimeout fires at once beyond 2^31 - 1 ms (about 24.8 days).
const LONGEST_TIMER_MS = 2_147_483_647

function notify() {
  for (const listener of listeners) listener()
}

export function setToken(token: string): void {
  storage.set(storageKeys.token, token)
  clearExchangeCache()
  notify()
}

export function clearToken(): void {
  storage.remove(storageKeys.token)
  clearExchangeCache()
  notify()
}

/**
 * A person token that expires while the page is open logs the person out at that moment
 * (docs/decisions/003): the subscribers hear it and the header, menus and guards follow.
 */
function watchExpiry(expiresAt: number): void {
  clearTimeout(expiryTimer)
  if (expiresAt === Infinity) return
  const delay = Math.max(0, expiresAt - Date.now())
  expiryTimer = setTimeout(
    () => (Date.now() >= expiresAt ? notify() : watchExpiry(expiresAt)),
    Math.min(delay, LONGEST_TIMER_MS),
  )
}

/**
 * Access §8 "Invalid or missing token: logged, user not loaded": a missing token, a malformed one
 * (not a JWT's three parts) and one carrying no user are told apart for whoever reads the console.
 */
function logNoUser(token: string | null): void {
  console.info(
    `session: ${!token ? 'no token' : token.split('.').length === 3 ? 'the stored token carries no user (app token or invalid)' : 'a malformed token'}`,
  )
}

/** The logged-in user, or null; decoding is cached per token value, expiry checked each time. */
export function getSessionUser(): TokenUser | null {
  const token = readToken()
  if (token !== cached.token) {
    const session = readPersonToken(token)
    if (!session) logNoUser(token)
    cached = { token, user: session?.user ?? null, expiresAt: session?.expiresAt ?? Infinity }
    watchExpiry(cached.expiresAt)
  }
  if (cached.user && Date.now() >= cached.expiresAt) cached = { ...cached, user: null }
  return cached.user
}

export function isAuthenticated(): boolean {
  return getSessionUser() !== null
}

/**
 * Spec §4: "Logout deletes the token and reloads /". What the device keeps of the person stays:
 * this is also the session that ended by itself (the 403 of an invalid or expired token), whose
 * person finds their drafts and data after logging in again (docs/decisions/021, 028). The
 * person's own Sair removes them first (sign-out.ts).
 */
export function logout(): void {
  clearToken()
  window.location.assign('/')
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab logging in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The logged-in user, live. The build's render of a returning person's first frame reads the
 * stored session too (src/prerender/render-page.tsx), so the server snapshot is the same reading.
 */
export function useSessionUser(): TokenUser | null {
  return useSyncExternalStore(subscribe, getSessionUser, getSessionUser)
}
