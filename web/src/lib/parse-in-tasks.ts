import * as z from 'zod/mini'
import { nextTask } from './tasks'

/** How long one task may parse before the next part waits for a task of its own. */
const SLICE_MS = 5

const DOES_NOT_FIT = Symbol('does not fit')

interface Slice {
  start: number
}

/**
 * `schema.parse(input)` spread over tasks, for a large answer: a cheap phone parsing the
 * metadata (about 44 KB, hundreds of objects) in one go was one of the app's long tasks at start
 * (issue 22, docs/decisions/025). Objects are parsed property by property and records entry by
 * entry (lazy schemas built first), down to the other schemas, each parsed whole; the next part waits for a new task only
 * once the current task has parsed for SLICE_MS, so a fast device still parses in one task. Same
 * result and same error as `schema.parse`: when a part does not fit, the whole schema parses the
 * input again and throws its own error, paths included.
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
  if (schema instanceof z.core.$ZodObject && isPlainObject(value) && isPlainObjectSchema(schema)) {
    const parsed: Record<string, unknown> = {}
    for (const [key, property] of Object.entries(schema._zod.def.shape)) {
      const part = await parsePart(property, value[key], slice)
      if (part === DOES_NOT_FIT) return DOES_NOT_FIT
      // An optional property the input lacks stays absent, as the object schema leaves it.
      if (key in value || part !== undefined) parsed[key] = part
    }
    return parsed
  }
  if (schema instanceof z.core.$ZodRecord && isPlainObject(value) && isStringKeyed(schema)) {
    const parsed: Record<string, unknown> = {}
    for (const [key, entry] of Object.entries(value)) {
      const part = await parsePart(schema._zod.def.valueType, entry, slice)
      if (part === DOES_NOT_FIT) return DOES_NOT_FIT
      parsed[key] = part
    }
    return parsed
  }
  if (performance.now() - slice.start >= SLICE_MS) {
    await nextTask()
    slice.start = performance.now()
  }
  const result = z.safeParse(schema, value)
  return result.success ? result.data : DOES_NOT_FIT
}

/** An object schema that only strips unknown keys: no checks of its own, no catch-all. */
const isPlainObjectSchema = (schema: z.core.$ZodObject) =>
  !schema._zod.def.checks?.length && !schema._zod.def.catchall

/** A record keyed by any string, with no checks of its own. */
const isStringKeyed = (schema: z.core.$ZodRecord) => {
  const { keyType, checks } = schema._zod.def
  return !checks?.length && keyType instanceof z.core.$ZodString && !keyType._zod.def.checks?.length
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
