import * as z from 'zod/mini'
import { isoDateTimeSchema, pfIdSchema, withDevice } from '../common'
import { recadAnswer } from './envelope'

/** The case check record (higienize-segurado) of a person. */

/** none (a 404) → locked → released | done; released → locked (DESIGN §4). */
export const caseStatusSchema = z.enum(['locked', 'released', 'done'])
export type CaseStatus = z.infer<typeof caseStatusSchema>

/** Validation hash of a consolidated case: 12 hex characters, shown as six pairs. */
export const validationHashSchema = z.string().check(z.regex(/^[0-9a-fA-F]{12}$/))

export const caseRecordSchema = z.object({
  status: caseStatusSchema,
  /** pf_id of the technician who released or consolidated the case. */
  uupfid: z.nullable(pfIdSchema),
  /** HTML from the technician (released); sanitize before rendering. */
  message: z.nullable(z.string()),
  data_hora: z.nullable(isoDateTimeSchema),
  validation_hash: z.nullable(validationHashSchema),
})
export type CaseRecord = z.infer<typeof caseRecordSchema>

/** POST {recad}/v1/higienize-segurado/ — the person confirms CONCLUIR. */
export const finalizeRequestSchema = withDevice({
  pf_id: pfIdSchema,
  status: z.literal('locked'),
})
export type FinalizeRequest = z.infer<typeof finalizeRequestSchema>
/** The spec does not show the answer; ours is the new status and when it was set. */
export const finalizeAnswerSchema = recadAnswer(
  z.object({ status: z.literal('locked'), data_hora: isoDateTimeSchema }),
)
export type FinalizeAnswer = z.infer<typeof finalizeAnswerSchema>['data']['RecadAPI']

/** GET {recad}/v1/higienize-segurado/{pf_id}/ — 404 while there is no case ("none"). */
export const caseStatusAnswerSchema = recadAnswer(caseRecordSchema)
