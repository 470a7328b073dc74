import type { HTTPError } from 'ky'

/**
 * ky's errors told apart by name, as ky's own guards also do (across realms). Apart from
 * errors.ts: the first screen's metadata query needs only `isNetworkFailure`, and neither ky nor
 * the error body's schema are part of the first download of `/` (docs/decisions/007).
 */
function errorName(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.name : undefined
}

export function isHttpError(cause: unknown): cause is HTTPError {
  return errorName(cause) === 'HTTPError'
}

/** No answer at all: ky's network or timeout error, or the bare TypeError of a failed fetch. */
export function isNetworkFailure(cause: unknown): boolean {
  const name = errorName(cause)
  return name === 'NetworkError' || name === 'TimeoutError' || cause instanceof TypeError
}

/**
 * For a read whose failure the spec turns into an empty answer (§8): a failure for lack of
 * network is not such a failure. It is thrown on, so the query keeps what it had (the device's
 * copy, docs/decisions/028) instead of an empty list, and reads again once online.
 */
export function throwIfNetworkFailure(cause: unknown): void {
  if (isNetworkFailure(cause)) throw cause
}
