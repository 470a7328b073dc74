import * as z from 'zod/mini'
import { cpfDigitsSchema, pfIdSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'
import { personNameSchema, sexoSchema } from './profile'
import { calendarDateSchema, listCodeSchema } from './record'

/**
 * Step 3 Dependentes (census-wizard §3 Dependent, §4 dependent creation, §7 Dependents): the
 * person's dependants as the exchange reads them, and the four writes that declare one.
 */

// Codes of the spec (§3) -----------------------------------------------------------------------

/** Start reasons: 1 Nascimento … 11 Outros. */
export const DEPENDENCY_START_REASONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const
/** End reasons, in the spec's order: 51 Maioridade … 62 Separado de fato … 61 Outros. */
export const DEPENDENCY_END_REASONS = [51, 52, 53, 54, 62, 55, 56, 57, 58, 59, 60, 61] as const
export type DependencyStartReason = (typeof DEPENDENCY_START_REASONS)[number]
export type DependencyEndReason = (typeof DEPENDENCY_END_REASONS)[number]

const oneOf = (codes: readonly number[]) =>
  z.number().check(z.refine((code) => codes.includes(code)))
export const dependencyStartReasonSchema = oneOf(DEPENDENCY_START_REASONS)
export const dependencyEndReasonSchema = oneOf(DEPENDENCY_END_REASONS)
/** Spec §9 dependent defaults: dep_irrf 'N', dep_previdenciario 'S'. */
export const yesNoSchema = z.enum(['S', 'N'])

// Read -----------------------------------------------------------------------------------------

/** One card of the list (§3 "List item"): CPF null shows '(SEM CPF)'; kinship from metadata. */
export const dependantSchema = z.object({
  pf_id: pfIdSchema,
  cpf: z.nullable(z.string()),
  nome: z.string(),
  nascimento: z.nullable(z.string()),
  parentesco: z.nullable(z.string()),
})
export type Dependant = z.infer<typeof dependantSchema>

/** The dependants part of the person record the exchange reads (asked for by field). */
export const dependantsRecordShape = {
  dependentes: z.optional(z.array(dependantSchema)),
}
export const dependantsRecordFields = [
  'dependentes',
] as const satisfies readonly (keyof typeof dependantsRecordShape)[]

// Writes ---------------------------------------------------------------------------------------

/**
 * POST {social}/v1/pessoa-fisica/inserir/: the dependant as a person. A CPF that belongs to
 * someone else is a 400 (the web retries once without it, §8); null registers '(SEM CPF)'.
 */
export const insertDependantRequestSchema = withDevice({
  nome: personNameSchema,
  cpf: z.nullable(cpfDigitsSchema),
  sexo: sexoSchema,
  nascimento: calendarDateSchema,
})
export type InsertDependantRequest = z.infer<typeof insertDependantRequestSchema>
export const insertDependantAnswerSchema = socialAnswer(z.object({ pf_id: pfIdSchema }))

/** POST {social}/v1/pessoa-fisica/familia/: pf_id (the person) declares ref_id with kinship clas. */
export const familyLinkRequestSchema = withDevice({
  pf_id: pfIdSchema,
  ref_id: pfIdSchema,
  clas: listCodeSchema,
})
export type FamilyLinkRequest = z.infer<typeof familyLinkRequestSchema>

/** DELETE {social}/v1/pessoa-fisica/familia/{pf_id}/{dependent_id}/ body clas, device. */
export const familyUnlinkRequestSchema = withDevice({ clas: listCodeSchema })

/** POST {social}/v1/pessoa-fisica/dep-extras/: how and since when the dependency holds. */
export const dependantExtrasFields = {
  rel: listCodeSchema,
  data_inicio_dep: calendarDateSchema,
  motivo_inicio_dep: dependencyStartReasonSchema,
  data_fim_dep: z.nullable(calendarDateSchema),
  motivo_fim_dep: z.nullable(dependencyEndReasonSchema),
  dep_irrf: yesNoSchema,
  dep_previdenciario: yesNoSchema,
  observacao: z.nullable(z.string().check(z.maxLength(500))),
}
export const dependantExtrasRequestSchema = withDevice({
  parent_id: pfIdSchema,
  pf_id: pfIdSchema,
  ...dependantExtrasFields,
})
export type DependantExtrasRequest = z.infer<typeof dependantExtrasRequestSchema>
