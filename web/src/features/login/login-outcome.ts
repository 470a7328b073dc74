import type { Entity } from '@censo/contracts'
import { isCaptchaRejection, type RequestFailure } from '@/lib/errors'
import * as t from '@/text/pt-BR/access'
import { isTooMany, retryAfterSeconds } from './rate-limit'

export type LoginFailureOutcome =
  | { kind: 'captcha'; message: string }
  | { kind: 'inline'; message: string }
  | { kind: 'screen'; message: string }

/**
 * Spec §4.6 and §8: 401/403 and 404 are inline messages (and our 429, ADR 020), a failure without answer is the inline
 * connection message, a rejected captcha is a toast, anything else is the "Atenção!" screen with
 * the entity's message for that status or the default.
 */
export function loginFailureOutcome(
  failure: RequestFailure,
  entity: Entity | undefined,
): LoginFailureOutcome {
  if (isCaptchaRejection(failure)) return { kind: 'captcha', message: t.loginAnswers.captchaError }
  if (failure.kind === 'network') return { kind: 'inline', message: t.login.failure }
  if (failure.kind === 'unexpected') return { kind: 'screen', message: t.loginError.default }
  const configured = entity?.login_error_messages[String(failure.status)]
  if (failure.status === 401 || failure.status === 403) {
    return { kind: 'inline', message: configured ?? t.loginAnswers.mismatch }
  }
  if (failure.status === 404) return { kind: 'inline', message: t.loginAnswers.notFound }
  if (isTooMany(failure))
    return { kind: 'inline', message: t.loginAnswers.tooMany(retryAfterSeconds(failure)) }
  return { kind: 'screen', message: configured ?? t.loginError.default }
}
