/**
 * A well-formed request to a write route, beside the route in `<module>.examples.ts`: the
 * bad-input suite (bad-input.test.ts) finds every examples file and breaks each example in
 * every way (fields omitted, wrong types, no device, no checksum, no token, someone else's id).
 */
export interface WriteExample {
  /** POST unless told. */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  body: Record<string, unknown>
  auth: 'none' | 'app' | 'person'
  /** Status of the well-formed request. */
  ok: number
  /** Same request touching another person's pf_id (person-scoped routes). */
  foreign?: Record<string, unknown>
  /** Same request at another person's pf_id in the path. */
  foreignUrl?: string
  /** Fields a caller may leave out (a PATCH): leaving one out is still the `ok` answer. */
  optional?: string[]
  checksumExempt?: boolean
  /** Locks the person's case: runs after every other example (later writes would be 405). */
  locksCase?: boolean
}
