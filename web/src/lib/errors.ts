import { errorBodySchema, type ErrorBody } from '@censo/contracts'
import type { HTTPError } from 'ky'

/** What went wrong with a call, in the terms the screens care about. */
export type RequestFailure =
  | { kind: 'http'; status: number; error: ErrorBody['error'] | undefined }
  | { kind: 'network' }
  | { kind: 'unexpected'; cause: unknown }

/**
 * ky's errors told apart by name, as ky's own guards also do (across realms): the metadata query
 * of the first screen reads failures with this, and ky itself loads with the first API call, not
 * with `/` (docs/decisions/007).
 */
function errorName(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.name : undefined
}

function isHttpError(cause: unknown): cause is HTTPError {
  return errorName(cause) === 'HTTPError'
}

export function describeFailure(cause: unknown): RequestFailure {
  if (isHttpError(cause)) {
    const body = errorBodySchema.safeParse(cause.data)
    return {
      kind: 'http',
      status: cause.response.status,
      error: body.success ? body.data.error : undefined,
    }
  }
  // Some runtimes report a failed fetch as a bare TypeError instead of ky's NetworkError.
  const name = errorName(cause)
  if (name === 'NetworkError' || name === 'TimeoutError' || cause instanceof TypeError) {
    return { kind: 'network' }
  }
  return { kind: 'unexpected', cause }
}

/** The captcha was missing or rejected: 400 naming the response_token field (DESIGN §4). */
export function isCaptchaRejection(failure: RequestFailure): boolean {
  return (
    failure.kind === 'http' &&
    failure.status === 400 &&
    !!failure.error?.fields?.includes('response_token')
  )
}
