import type { Option } from '@censo/contracts'
import { HttpProblem } from '../http-problem'

/** The checks of a body beyond its schema, shared by every route that writes a record part. */

/** True when `code` is one of the metadata list's values. */
export function inList(list: readonly Option[], code: string): boolean {
  return list.some((option) => option.value === code)
}

/** Throws 406 naming every field whose value fails its rule (nothing is written). */
export function rejectInvalid(checks: Record<string, boolean>): void {
  const invalid = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([field]) => field)
  if (invalid.length > 0) throw new HttpProblem(406, undefined, invalid)
}
