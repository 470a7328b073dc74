import * as z from 'zod/mini'
import { pfIdSchema, withDevice, isoDateTimeSchema } from '../common'
import {
  documentImageSchema,
  MAX_CHANGE_TYPES,
  RECAD_CHANGE_TYPES,
} from '../social/document-images'
import { recadAnswer } from './envelope'

/**
 * Step 6's case-specific document lists on the recad API (census-wizard §3, §7 Images): the last
 * payslip, the appointment, Ato de Posse, Ato de Concessão (written here) and the CNIS (read).
 */

const items = z.array(documentImageSchema)

/** GET {recad}/v1/servidor/document/{pf_id}/all/ — each list, empty when the person has none. */
export const recadDocumentsSchema = z.object({
  i0k6d5: items,
  er0zqc: items,
  ebdf70: items,
  d06f17: items,
  cnis: items,
})
export type RecadDocuments = z.infer<typeof recadDocumentsSchema>
export const recadDocumentsAnswerSchema = recadAnswer(recadDocumentsSchema)

const recadTypeListSchema = z.array(z.enum(RECAD_CHANGE_TYPES)).check(z.maxLength(MAX_CHANGE_TYPES))

/** PUT {recad}/v1/servidor/document/change/ — the social change's body, for the recad types only. */
export const recadDocumentChangeRequestSchema = withDevice({
  pf_id: pfIdSchema,
  file_id: z.number().check(z.int(), z.positive()),
  add: recadTypeListSchema,
  remove: recadTypeListSchema,
})
export type RecadDocumentChangeRequest = z.infer<typeof recadDocumentChangeRequestSchema>

/** Answer of the recad change (the spec does not show one): whose record, and when. */
export const recadDocumentChangeAnswerSchema = recadAnswer(
  z.object({ pf_id: pfIdSchema, data_hora: isoDateTimeSchema }),
)
