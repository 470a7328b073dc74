import { caseStatusSchema, isoDateTimeSchema, pfIdSchema } from '@censo/contracts'
import * as z from 'zod/mini'

/** Schemas of the mock-only /__technician endpoints (tester tools, not app calls). */

export const TECHNICIAN_KEY_HEADER = 'x-technician-key'

export const technicianHeadersSchema = z.object({
  [TECHNICIAN_KEY_HEADER]: z.optional(z.string()),
})

export const casesQuerySchema = z.object({ status: z.optional(caseStatusSchema) })

export const technicianCaseSchema = z.object({
  pf_id: pfIdSchema,
  cpf: z.nullable(z.string()),
  nome: z.string(),
  /** Entity id (a censo_domain key or a special host). */
  entity: z.string(),
  status: caseStatusSchema,
  data_hora: z.nullable(isoDateTimeSchema),
  /** HTML message of a released case. */
  message: z.optional(z.string()),
  /** Technician pf_id of a released or done case. */
  uupfid: z.optional(pfIdSchema),
  /** Validation hash of a done case (the receipt's protocol). */
  validation_hash: z.optional(z.string()),
})
export type TechnicianCase = z.infer<typeof technicianCaseSchema>

export const casesAnswerSchema = z.object({ cases: z.array(technicianCaseSchema) })

export const MAX_MESSAGE_LENGTH = 20_000
export const releaseBodySchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_LENGTH)),
})
