import * as z from 'zod/mini'
import { nextTask } from './tasks'

/** How long one task may parse before the next part waits for a task of its own. */
const SLICE_MS = 5

const DOES_NOT_FIT = Symbol()

interface Slice {
  start: number
}

/**
 * `schema.parse(input)` spread over tasks, for a large answer: a cheap phone parsing the
 * metadata (about 44 KB, hundreds of objects) in one go was one of the app's long tasks at start
 * (issue 22, docs/decisions/025). Objects are parsed property by property and records entry by
 * entry (lazy schemas built first), down to the other schemas, each parsed whole; the next part
 * waits for a new task only once the current task has parsed for SLICE_MS, so a fast device still
 * parses in one task. Same result and same error as `schema.parse`: when a part does not fit, the
 * whole schema parses the input again and throws its own error, paths included.
 */
export async function parseInTasks<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
): Promise<z.output<Schema>> {
  const parsed = await parsePart(schema, input, { start: performance.now() })
  if (parsed === DOES_NOT_FIT) return schema.parse(input)
  // Each part parsed by its own schema and put together as the object and record schemas do.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  return parsed as z.output<Schema>
}

async function parsePart(schema: z.core.$ZodType, value: unknown, slice: Slice): Promise<unknown> {
  // A lazy schema is built here (the metadata's is, on first use), then parsed in parts too.
  if (schema instanceof z.core.$ZodLazy) return parsePart(schema._zod.innerType, value, slice)
  const parts = partsOf(schema, value)
  if (parts) {
    const parsed: Array<[string, unknown]> = []
    for (const [key, partSchema, partValue, present] of parts) {
      const part = await parsePart(partSchema, partValue, slice)
      if (part === DOES_NOT_FIT) return DOES_NOT_FIT
      // An optional property the input lacks stays absent, as the object schema leaves it.
      if (present || part !== undefined) parsed.push([key, part])
    }
    return Array.isArray(value) ? parsed.map(([, part]) => part) : Object.fromEntries(parsed)
  }
  if (performance.now() - slice.start >= SLICE_MS) {
    await nextTask()
    slice.start = performance.now()
  }
  const result = z.safeParse(schema, value)
  return result.success ? result.data : DOES_NOT_FIT
}

/** A part of an array, object or record: its key, its schema, its value, whether the key is there. */
type Part = [key: string, schema: z.core.$ZodType, value: unknown, present: boolean]

/**
 * The parts of an array (its items), an object (its properties) or a record keyed by any string
 * (its entries); null for any other schema or value, or a schema with checks of its own or a
 * catch-all: then the value is parsed whole.
 */
function partsOf(schema: z.core.$ZodType, value: unknown): Part[] | null {
  if (typeof value !== 'object' || value === null || schema._zod.def.checks?.length) return null
  if (schema instanceof z.core.$ZodArray) {
    const { element } = schema._zod.def
    return Array.isArray(value)
      ? value.map((item: unknown, index) => [String(index), element, item, true])
      : null
  }
  if (Array.isArray(value)) return null
  const entries = new Map(Object.entries(value))
  if (schema instanceof z.core.$ZodObject) {
    if (schema._zod.def.catchall) return null
    return Object.entries(schema._zod.def.shape).map(([key, property]) => [
      key,
      property,
      entries.get(key),
      entries.has(key),
    ])
  }
  if (schema instanceof z.core.$ZodRecord) {
    const { keyType, valueType } = schema._zod.def
    const anyKey = keyType instanceof z.core.$ZodString && !keyType._zod.def.checks?.length
    return anyKey ? [...entries].map(([key, entry]) => [key, valueType, entry, true]) : null
  }
  return null
}
