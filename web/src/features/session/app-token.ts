import { authClient } from '@censo/contracts/client'
import { api } from '@/lib/api/api'
import { config } from '@/config/env'
import { isExpired } from '@/lib/token'
import { readToken } from '@/lib/token'
import { setToken } from './session'

let pending: Promise<void> | null = null

/**
 * Spec §7: the auth API answers 401 with an app token in its body, stored as 'token'. It is asked
 * for right before the login needs it (not at page load, which would log a 401 on every visit),
 * and again when the stored one has expired. Concurrent callers share one request.
 */
export function ensureAppToken(): Promise<void> {
  const token = readToken()
  if (token && !isExpired(token)) return Promise.resolve()
  pending ??= authClient
    .requestAppToken(api.auth, config.apiKey)
    .then(setToken)
    .finally(() => {
      pending = null
    })
  return pending
}
