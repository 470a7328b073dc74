import { statusMessage } from '@censo/contracts'
import type { RequestFailure } from './errors'

/**
 * The generic catalogue text for a failure (spec §8); unknown codes read "Erro desconhecido". A
 * module apart from errors.ts: only screens after the first one show it, so the catalogue stays
 * out of the initial JS of `/` (docs/decisions/007).
 */
export function catalogueMessage(failure: RequestFailure): string {
  const status = failure.kind === 'http' ? failure.status : 999
  return statusMessage(status) ?? statusMessage(999) ?? ''
}
