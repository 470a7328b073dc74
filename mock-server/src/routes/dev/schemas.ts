import * as z from 'zod/mini'
import { FAULT_METHODS } from '../../plugins/faults'
import { idParamSchema } from '../params'

/** Schemas of the mock-only /__dev endpoints (not part of the emulated APIs' contracts). */
export const okSchema = z.object({ ok: z.literal(true) })
export const resetAnswerSchema = z.object({ ok: z.literal(true), persons: z.number() })
export const resetPersonAnswerSchema = z.object({ ok: z.literal(true), pf_id: z.number() })

export const journalQuerySchema = z.object({
  limit: z.optional(z.pipe(z.coerce.number(), z.number().check(z.int(), z.gte(1), z.lte(500)))),
})
export const journalEntrySchema = z.object({
  id: z.number(),
  time: z.string(),
  method: z.string(),
  url: z.string(),
  status: z.number(),
  duration_ms: z.number(),
  fault: z.optional(z.number()),
  body: z.optional(z.unknown()),
})
export const journalAnswerSchema = z.object({ entries: z.array(journalEntrySchema) })

export const outboxQuerySchema = z.object({
  pf_id: z.optional(z.pipe(z.coerce.number(), z.number().check(z.int(), z.positive()))),
  to: z.optional(z.string()),
  kind: z.optional(z.enum(['code', 'outcome'])),
})
export const outboxMessageSchema = z.object({
  id: z.number(),
  /** A one-time code, or the SMS telling a person their case's outcome (code null). */
  kind: z.enum(['code', 'outcome']),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  pf_id: z.number(),
  resource_id: z.number(),
  code: z.nullable(z.string()),
  text: z.string(),
  created_at: z.string(),
})
export const outboxAnswerSchema = z.object({ messages: z.array(outboxMessageSchema) })

export const MAX_LATENCY_MS = 30_000

/** POST /__dev/faults: at least one of `status` and `latency_ms` (checked by the route). */
export const faultBodySchema = z.object({
  /** A path prefix, or a glob where `*` is text within a segment and `**` spans segments. */
  pattern: z.string().check(z.maxLength(500), z.regex(/^\/[^\s?#]*$/)),
  method: z.optional(z.enum(FAULT_METHODS)),
  status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
  latency_ms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_LATENCY_MS))),
  times: z.optional(z.number().check(z.int(), z.positive(), z.lte(1_000_000))),
  message: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
})

export const faultSchema = z.object({
  id: z.number(),
  pattern: z.string(),
  method: z.optional(z.enum(FAULT_METHODS)),
  status: z.optional(z.number()),
  latency_ms: z.optional(z.number()),
  message: z.optional(z.string()),
  times: z.optional(z.number()),
  remaining: z.optional(z.number()),
  hits: z.number(),
  /** `times` used up: listed (with its hits) until removed, affecting nothing. */
  spent: z.boolean(),
  created_at: z.string(),
})
export const faultsAnswerSchema = z.object({ faults: z.array(faultSchema) })
export const faultsClearedSchema = z.object({ ok: z.literal(true), removed: z.number() })
export const faultParamsSchema = z.object({ id: idParamSchema })
