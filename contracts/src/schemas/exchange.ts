import * as z from 'zod/mini'
import { pfIdSchema, withDevice } from './common'
import { documentsRecordShape } from './documents'
import { profileRecordFields, profileRecordShape } from './profile'
import { socialAnswer } from './social'

// Kept apart from the login schemas: the person record pulls in the profile and document
// shapes, which the first screen (login) does not need.

/**
 * Fields the exchange can return for a person; callers ask for a subset. Besides name and photo,
 * the wizard reads the person record by field lists (profile fields, `documentos`; ADR 010).
 */
export const exchangeFieldSchema = z.enum([
  'nome',
  'foto_url',
  'cpf',
  'nascimento',
  'nome_social',
  ...profileRecordFields,
  'documentos',
])
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
export const exchangePersonSchema = z.object({
  pf_id: pfIdSchema,
  nome: z.optional(z.string()),
  foto_url: z.optional(z.nullable(z.string())),
  cpf: z.optional(z.nullable(z.string())),
  nascimento: z.optional(z.nullable(z.string())),
  nome_social: z.optional(z.nullable(z.string())),
  ...profileRecordShape,
  ...documentsRecordShape,
})
export type ExchangePerson = z.infer<typeof exchangePersonSchema>
/** Answer keyed by pf_id. */
export const exchangeAnswerSchema = socialAnswer(z.record(z.string(), exchangePersonSchema))
