import * as z from 'zod/mini'
import { envelope, pfIdSchema, withDevice } from './common'

const recadAnswer = <Payload extends z.ZodMiniType>(payload: Payload) =>
  envelope('RecadAPI', payload)

/** ISO 8601 date-time with Z or an offset (the mock answers UTC, fixtures carry -03:00). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true })

// Case check record (higienize-segurado) -------------------------------------------------------

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

// Receipt --------------------------------------------------------------------------------------

/** GET {recad}/v1/validate/{pf_id}/report/ — only for a done case (404 otherwise). */
export const receiptAnswerSchema = recadAnswer(
  z.object({ url_file: z.string().check(z.regex(/^https?:\/\/\S+$/)) }),
)
export type Receipt = z.infer<typeof receiptAnswerSchema>['data']['RecadAPI']
