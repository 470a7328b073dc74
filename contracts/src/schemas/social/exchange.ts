import * as z from 'zod/mini'
import { pfIdSchema, withDevice } from '../common'
import { dependantsRecordFields, dependantsRecordShape } from './dependants'
import { documentsRecordFields, documentsRecordShape } from './documents'
import { socialAnswer } from './envelope'
import { profileRecordFields, profileRecordShape } from './profile'

// Each record part's module is exported from here (one place to add a step's part).
export * from './dependants'
export * from './documents'
export * from './profile'

// Kept apart from the login schemas: the person record pulls in the profile and document
// shapes, which the first screen (login) does not need.

/** Name, photo and the identifiers the profile shows: the part every reader may ask for. */
const personRecordShape = {
  nome: z.optional(z.string()),
  foto_url: z.optional(z.nullable(z.string())),
  cpf: z.optional(z.nullable(z.string())),
  nascimento: z.optional(z.nullable(z.string())),
  nome_social: z.optional(z.nullable(z.string())),
}
const personRecordFields = [
  'nome',
  'foto_url',
  'cpf',
  'nascimento',
  'nome_social',
] as const satisfies readonly (keyof typeof personRecordShape)[]

/**
 * The person record the exchange reads, part by part (ADR 010): each wizard step's module exports
 * its field names and their shapes, and a new step adds one entry here.
 */
const recordParts = [
  { fields: personRecordFields, shape: personRecordShape },
  { fields: profileRecordFields, shape: profileRecordShape },
  { fields: documentsRecordFields, shape: documentsRecordShape },
  { fields: dependantsRecordFields, shape: dependantsRecordShape },
] as const

interface RecordPartShape {
  readonly shape: Readonly<Record<string, z.ZodMiniOptional>>
}
/** The shapes of all parts as one object type (the parts' keys are disjoint). */
type ComposedShape<Parts> = Parts extends readonly [
  infer First extends RecordPartShape,
  ...infer Rest,
]
  ? First['shape'] & ComposedShape<Rest>
  : unknown
type Flat<T> = { [K in keyof T]: T[K] }

function composeShape<const Parts extends readonly RecordPartShape[]>(parts: Parts) {
  const shape = parts.reduce((all, part) => ({ ...all, ...part.shape }), {})
  // TypeScript cannot follow a spread through reduce; the result holds every part's keys.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  return shape as Flat<ComposedShape<Parts>>
}

/** Fields the exchange can return for a person; callers ask for a subset. */
export const exchangeFieldSchema = z.enum(recordParts.flatMap((part) => part.fields))
export type ExchangeField = z.infer<typeof exchangeFieldSchema>
/**
 * All a person may read of anyone but themselves and their dependants (the last editor of a part
 * of the record, the case technician): the author block's name and photo.
 */
export const AUTHOR_FIELDS = ['nome', 'foto_url'] as const satisfies readonly ExchangeField[]

/** POST {social}/v1/pessoa-fisica/exchange/ */
export const exchangeRequestSchema = withDevice({
  pf_ids: z.array(pfIdSchema).check(z.minLength(1), z.maxLength(50)),
  options: z.object({
    fields: z.array(exchangeFieldSchema).check(z.minLength(1)),
    foto: z.optional(
      z.object({
        width: z.number().check(z.int(), z.positive()),
        quality: z.number().check(z.int(), z.gte(1), z.lte(100)),
      }),
    ),
  }),
})
export type ExchangeRequest = z.infer<typeof exchangeRequestSchema>
export const exchangePersonSchema = z.object({ pf_id: pfIdSchema, ...composeShape(recordParts) })
export type ExchangePerson = z.infer<typeof exchangePersonSchema>
/** Answer keyed by pf_id. */
export const exchangeAnswerSchema = socialAnswer(z.record(z.string(), exchangePersonSchema))
