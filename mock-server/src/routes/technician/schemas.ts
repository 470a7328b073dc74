import { caseStatusSchema, isoDateTimeSchema, pfIdSchema } from '@censo/contracts'
import * as z from 'zod/mini'

/** Schemas of the mock-only /__technician endpoints (tester tools, not app calls). */

export const TECHNICIAN_KEY_HEADER = 'x-technician-key'

export const technicianHeadersSchema = z.object({
  [TECHNICIAN_KEY_HEADER]: z.optional(z.string()),
})

export const casesQuerySchema = z.object({ status: z.optional(caseStatusSchema) })

/** An image (or PDF) sent for the case's person or a dependant, at its signed address. */
export const caseImageSchema = z.object({
  file_id: z.number(),
  /** Whose document: the person's pf_id or a dependant's, and their name. */
  ref_id: pfIdSchema,
  nome: z.string(),
  /** Labels of the lists that hold it (none: sent but not attached). */
  tipos: z.array(z.string()),
  mime: z.string(),
  url: z.string(),
})
export type CaseImage = z.infer<typeof caseImageSchema>

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
  /** What was sent for the case (the list only): thumbnails in the console. */
  imagens: z.optional(z.array(caseImageSchema)),
})
export type TechnicianCase = z.infer<typeof technicianCaseSchema>

export const casesAnswerSchema = z.object({ cases: z.array(technicianCaseSchema) })

export const MAX_MESSAGE_LENGTH = 20_000
export const releaseBodySchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_LENGTH)),
})

/** The states as the technician's tools name them, and why a transition is refused. */
export { refusalReason, STATE_LABELS } from '../../domain/case'
