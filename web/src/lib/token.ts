import { personTokenPayloadSchema, type TokenUser } from '@censo/contracts'
import { storage, storageKeys } from './storage'

/** Decodes a base64url segment as UTF-8 text (names carry accents). */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  // A loop, not Uint8Array.from with a callback: a person token is kilobytes long and the callback
  // per character took a cheap phone milliseconds at start-up (docs/decisions/025).
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return new TextDecoder().decode(bytes)
}

/**
 * The user inside a person token (JWT payload, spec §3), or null when the token is missing,
 * malformed or carries no valid user (an app token, for instance). The signature is the
 * server's business: the client only reads.
 */
export function decodeTokenUser(token: string | null | undefined): TokenUser | null {
  const session = readPersonToken(token)
  return session && session.expiresAt > Date.now() ? session.user : null
}

/**
 * The user and the expiry of a person token, read from one decoding of its payload; null when it
 * carries no valid user. Expired or not is the caller's question (the session watches the time).
 */
export function readPersonToken(
  token: string | null | undefined,
): { user: TokenUser; expiresAt: number } | null {
  const payload = decodePayload(token)
  const result = personTokenPayloadSchema.safeParse(payload)
  return result.success ? { user: result.data.user, expiresAt: expiryIn(payload) } : null
}

/** The JWT payload as JSON, or null when the token is not a readable JWT. */
function decodePayload(token: string | null | undefined): unknown {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    return JSON.parse(decodeBase64Url(payload)) as unknown
  } catch {
    return null
  }
}

/** When the token expires, in ms since the epoch; Infinity for a token without a numeric `exp`. */
function expiryIn(payload: unknown): number {
  if (!payload || typeof payload !== 'object' || !('exp' in payload)) return Infinity
  return typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity
}

/** True when the token carries an `exp` in the past (a token without `exp` never expires). */
export const isExpired = (token: string | null | undefined, now = Date.now()): boolean =>
  expiryIn(decodePayload(token)) <= now

/** The stored token (localStorage 'token', spec §3): the one every call sends as its bearer. */
export const readToken = (): string | null => storage.get(storageKeys.token)
