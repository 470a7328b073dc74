import * as z from 'zod/mini'

/** Schemas of the mock-only /__dev endpoints (not part of the emulated APIs' contracts). */
export const okSchema = z.object({ ok: z.literal(true) })
export const resetAnswerSchema = z.object({ ok: z.literal(true), persons: z.number() })

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
  body: z.optional(z.unknown()),
})
export const journalAnswerSchema = z.object({ entries: z.array(journalEntrySchema) })

export const outboxQuerySchema = z.object({
  pf_id: z.optional(z.pipe(z.coerce.number(), z.number().check(z.int(), z.positive()))),
  to: z.optional(z.string()),
})
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  pf_id: z.number(),
  resource_id: z.number(),
  code: z.string(),
  text: z.string(),
  created_at: z.string(),
})
export const outboxAnswerSchema = z.object({ messages: z.array(outboxMessageSchema) })
