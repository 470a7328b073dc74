import * as z from 'zod/mini'
import { isIsoDate } from '../../rules/dates'
import { isoDateSchema, isoDateTimeSchema, pfIdSchema } from '../common'
import { socialAnswer } from './envelope'

/** What the wizard's parts of the person record share (spec §3, §7). */

/** YYYY-MM-DD that is a real calendar date (2025-02-31 is a 406, not a 400). */
export const calendarDateSchema = isoDateSchema.check(z.refine(isIsoDate))

/** A code of a metadata list (escolaridade, estado civil, etnia, deficiência): opaque text. */
export const listCodeSchema = z.string().check(z.minLength(1), z.maxLength(20))

/** Who changed a part of the record last, and when (ours: the spec shows the author block only). */
export const authorStampSchema = z.object({ uupfid: pfIdSchema, data_hora: isoDateTimeSchema })
export type AuthorStamp = z.infer<typeof authorStampSchema>

function optionalStampPerPart<const Part extends string>(parts: readonly Part[]) {
  const stamp = z.optional(authorStampSchema)
  // Object.fromEntries types its keys as string; each part has its key here.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  return Object.fromEntries(parts.map((part) => [part, stamp])) as Record<Part, typeof stamp>
}

/** Parts of the record that carry an author stamp in `document_info`. */
export const recordPartSchema = z.enum([
  'perfil',
  'rg',
  'ppn',
  'cnh',
  'titulo_eleitor',
  'cert',
  'cart_class',
  'reservista',
  'cursos',
])
export type RecordPart = z.infer<typeof recordPartSchema>
/**
 * `document_info`: the stamp of each part that has one. Parts the wizard does not know (a
 * backend's own) are left out of the read, not refused.
 */
export const documentInfoSchema = z.object(optionalStampPerPart(recordPartSchema.options))
export type DocumentInfo = z.infer<typeof documentInfoSchema>

/** Answer of every profile and document write (the spec does not show one): who and when. */
export const savedAnswerSchema = socialAnswer(
  z.object({ pf_id: pfIdSchema, data_hora: isoDateTimeSchema }),
)
export type SavedAnswer = z.infer<typeof savedAnswerSchema>['data']['SocialAPI']
