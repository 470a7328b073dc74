import { authClient } from '@censo/contracts/client'
import { api } from '../../app/api'
import { config } from '../../config/env'
import { getToken, setToken } from './session'

let ready: Promise<void> = Promise.resolve()

/**
 * Spec §7: at start, when online and no token is stored, ask the auth API for an app token
 * (it answers 401 with the token in the body) and store it as 'token'. Failures are logged.
 */
export function startAppToken(): Promise<void> {
  if (!navigator.onLine || getToken()) return ready
  ready = authClient.requestAppToken(api.auth, config.apiKey).then(setToken, (error: unknown) => {
    console.error('auth: app token request failed', error)
  })
  return ready
}

/** Resolves once the start-up token request (if any) has settled. */
export function appTokenSettled(): Promise<void> {
  return ready
}
