import { useSyncExternalStore } from 'react'

/** Spec §3 "Cookie consent": functional (always on), preferences, statistics. */
export interface Consent {
  functional: true
  preferences: boolean
  statistics: boolean
}

export const CONSENT_COOKIE = 'censo_consent'
/** Spec §9: the consent cookie expires on 31 Dec 2099. */
export const CONSENT_EXPIRES = 'Thu, 31 Dec 2099 23:59:59 GMT'

/** The stored choice in a `document.cookie` string, or null when none (or an unreadable one). */
export function parseConsent(cookies: string): Consent | null {
  const prefix = `${CONSENT_COOKIE}=`
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw))
    if (typeof value !== 'object' || value === null) return null
    if (!('preferences' in value) || !('statistics' in value)) return null
    const { preferences, statistics } = value
    if (typeof preferences !== 'boolean' || typeof statistics !== 'boolean') return null
    return { functional: true, preferences, statistics }
  } catch {
    return null
  }
}

/** The `document.cookie` assignment that stores a choice (JSON, URI-encoded). */
export function consentCookie(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(
    JSON.stringify({
      functional: true,
      preferences: consent.preferences,
      statistics: consent.statistics,
    }),
  )
  return `${CONSENT_COOKIE}=${value}; expires=${CONSENT_EXPIRES}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

const listeners = new Set<() => void>()
let cached: { source: string; consent: Consent | null } | undefined

function readCookies(): string {
  try {
    return document.cookie
  } catch {
    return ''
  }
}

export function getConsent(): Consent | null {
  const source = readCookies()
  if (cached?.source !== source) cached = { source, consent: parseConsent(source) }
  return cached.consent
}

/** Stores the choice (spec §4: once accepted the banner is hidden). */
export function saveConsent(choice: Pick<Consent, 'preferences' | 'statistics'>): void {
  document.cookie = consentCookie(
    { functional: true, ...choice },
    window.location.protocol === 'https:',
  )
  for (const listener of listeners) listener()
}

/** Whether a kind of optional cookie may be used (false until the person chose). */
export function hasConsent(kind: 'preferences' | 'statistics'): boolean {
  return getConsent()?.[kind] ?? false
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribe, getConsent, () => null)
}

// A screen with its own accept/decline prompt (the about page) hides the banner while shown.
let inlinePrompts = 0
const promptListeners = new Set<() => void>()

/** Called by a screen's own prompt on mount; the returned function releases it. */
export function claimConsentPrompt(): () => void {
  inlinePrompts += 1
  for (const listener of promptListeners) listener()
  return () => {
    inlinePrompts -= 1
    for (const listener of promptListeners) listener()
  }
}

export function useInlinePromptShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      promptListeners.add(listener)
      return () => promptListeners.delete(listener)
    },
    () => inlinePrompts > 0,
    () => false,
  )
}
