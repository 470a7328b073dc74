import { errorBodySchema, type ErrorBody } from '@censo/contracts'
import { isHttpError, isNetworkFailure } from './network-failure'

/** What went wrong with a call, in the terms the screens care about. */
export type RequestFailure =
  | { kind: 'http'; status: number; error: ErrorBody['error'] | undefined }
  | { kind: 'network' }
  | { kind: 'unexpected'; cause: unknown }

export function describeFailure(cause: unknown): RequestFailure {
  if (isHttpError(cause)) {
    const body = errorBodySchema.safeParse(cause.data)
    return {
      kind: 'http',
      status: cause.response.status,
      error: body.success ? body.data.error : undefined,
    }
  }
  if (isNetworkFailure(cause)) return { kind: 'network' }
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
