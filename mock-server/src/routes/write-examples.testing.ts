import type { WriteExample } from './write-example'

/**
 * Test support shared by the suites that break requests on purpose (bad-input.test.ts, fuzz.test.ts):
 * every route's write examples, found beside the routes, and a value of another JSON type.
 */

export type Method = NonNullable<WriteExample['method']>

/** Every route's examples (`**\/*.examples.ts`): a new write route is covered by adding its file. */
const examples = Object.values(
  import.meta.glob<{ examples: WriteExample[] }>('./**/*.examples.ts', { eager: true }),
).flatMap((module) => module.examples)

/** The examples, those that lock the person's case last (every write after them would be 405). */
export const writeExamples: ReadonlyArray<WriteExample & { method: Method }> = [
  ...examples.filter((example) => !example.locksCase),
  ...examples.filter((example) => example.locksCase),
].map((example) => ({ ...example, method: example.method ?? 'POST' }))

/** A value of another JSON type than `value`'s. */
export function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345
  if (typeof value === 'number') return 'abc'
  if (typeof value === 'boolean') return 'yes'
  if (value === null) return 42
  return 'x'
}
