import * as z from 'zod/mini'
import { envelope, isoDateSchema, pfIdSchema, withDevice } from '../common'
import { socialAnswer } from '../social/envelope'
import { calendarDateSchema } from '../social/record'

/**
 * Step 4 Dados Funcionais on the RH API (census-wizard §3 Employment record, §5 Step 4, §7
 * Employment records): the person's employment records, read and written per record.
 */

export const rhAnswer = <Payload extends z.ZodMiniType>(payload: Payload) =>
  envelope('RhAPI', payload)

// Codes of the spec (§3, §9) --------------------------------------------------------------------

/** 1 active servant, 2 retiree, 3 pensioner, 5 also appears, 8–10 benefit aids. */
export const CATEGORY = { ativo: 1, aposentado: 2, pensionista: 3, cedido: 5 } as const
export const AID_CATEGORIES = [8, 9, 10] as const
export const categoriaCodSchema = z.number().check(z.int(), z.positive())

/** §9: category code → benefit category (codes 1 and 5 have no benefit). */
export const BENEFIT_CATEGORY: Readonly<Record<number, BenefitCategory>> = {
  2: 'aposentadoria',
  3: 'pensao',
  8: 'auxilio',
  9: 'auxilio',
  10: 'auxilio',
}
export const benefitCategorySchema = z.enum(['aposentadoria', 'pensao', 'auxilio'])
export type BenefitCategory = z.infer<typeof benefitCategorySchema>

/** §3 Benefit categories and types: the types (`regra`) each benefit category allows. */
export const BENEFIT_TYPES: Readonly<Record<BenefitCategory, readonly string[]>> = {
  aposentadoria: ['compulsoria', 'invalidez', 'idade', 'idade_tempo', 'art2', 'art3', 'art6'],
  pensao: ['pensao'],
  auxilio: ['auxilio_maternidade', 'auxilio_doença', 'auxilio_reclusao'],
}

// Read -----------------------------------------------------------------------------------------

const idSchema = z.number().check(z.int(), z.positive())
const dateOrNull = z.nullable(isoDateSchema)

export const lotacaoRecordSchema = z.object({
  lotacao_id: z.nullable(idSchema),
  cargo_id: z.nullable(idSchema),
  data_ingresso: dateOrNull,
})
export const benefitSchema = z.object({
  tipo: benefitCategorySchema,
  regra: z.nullable(z.string()),
  data_concessao: dateOrNull,
  paridade_ativos: z.nullable(z.boolean()),
  extincao: dateOrNull,
  observacao: z.nullable(z.string().check(z.maxLength(500))),
})
export type Benefit = z.infer<typeof benefitSchema>
export const pensionerSchema = z.object({ pf_id: pfIdSchema, data_concessao: dateOrNull })
export const employmentExtrasSchema = z.object({
  exposto_agentes_nocivos: z.nullable(z.boolean()),
  data_exposto_agentes_nocivos: dateOrNull,
  efetivo_magesterio: z.nullable(z.boolean()),
  efetivo_magesterio_superior: z.nullable(z.boolean()),
  data_abono_permanencia: dateOrNull,
})
export type EmploymentExtras = z.infer<typeof employmentExtrasSchema>
/** The deceased servant a pension derives from (category 3); `cpf_loaded` is the CPF as stored. */
export const instituidorSchema = z.object({
  nome: z.string(),
  cpf: z.nullable(z.string()),
  nascimento: dateOrNull,
  obito: dateOrNull,
  ppn: z.nullable(z.string()),
  pf_cpf_valid: z.boolean(),
  cpf_loaded: z.nullable(z.string()),
})
export type Instituidor = z.infer<typeof instituidorSchema>

/** One employment record; for category 3, pf_id is the instituidor's and the person a pensioner. */
export const employmentRecordSchema = z.object({
  servidor_id: idSchema,
  pf_id: pfIdSchema,
  matricula: z.string(),
  categoria_cod: categoriaCodSchema,
  data_movimento: dateOrNull,
  lotacao: z.nullable(lotacaoRecordSchema),
  beneficio: z.nullable(benefitSchema),
  pensionistas: z.array(pensionerSchema),
  extras: z.nullable(employmentExtrasSchema),
  instituidor: z.nullable(instituidorSchema),
})
export type EmploymentRecord = z.infer<typeof employmentRecordSchema>

/** GET {rh}/v1/servidor/pessoa/{pf_id}/ */
export const servidorRefSchema = z.object({
  servidor_id: idSchema,
  categoria_cod: categoriaCodSchema,
  pf_id: pfIdSchema,
})
export const servidorRefsAnswerSchema = rhAnswer(z.array(servidorRefSchema))

/** POST {rh}/v1/servidor/exchange/ */
export const employmentExchangeRequestSchema = withDevice({
  servidor_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
})
export const employmentExchangeAnswerSchema = rhAnswer(z.array(employmentRecordSchema))

// Writes ---------------------------------------------------------------------------------------

/** The registration number as typed: required (§5), at most 30 characters. */
export const matriculaSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(30))

/** POST {rh}/v1/servidor/ — a record the person declares (answers the person's pf_id, §7). */
export const createEmploymentRequestSchema = withDevice({
  pf_id: pfIdSchema,
  matricula: matriculaSchema,
  categoria_cod: categoriaCodSchema,
  data_movimento: calendarDateSchema,
})
export const createEmploymentAnswerSchema = socialAnswer(z.object({ pf_id: pfIdSchema }))

/** PUT {rh}/v1/servidor/{servidor_id}/universal/ — pensionistas only for category 3. */
export const universalRequestSchema = withDevice({
  matricula: matriculaSchema,
  categoria_cod: categoriaCodSchema,
  data_movimento: calendarDateSchema,
  pensionistas: z.optional(
    z.array(z.object({ pf_id: pfIdSchema, data_concessao: calendarDateSchema })),
  ),
})
export type UniversalRequest = z.infer<typeof universalRequestSchema>

/** PUT {rh}/v1/servidor/{servidor_id}/lotacao/ (defined, not called in the flow, §7). */
export const lotacaoRequestSchema = withDevice({
  lotacao_id: idSchema,
  cargo_id: idSchema,
  data_ingresso: calendarDateSchema,
})

/** PUT {rh}/v2/servidor/extras/{servidor_id}/ — data_abono_permanencia only for category 1. */
export const extrasRequestSchema = withDevice({
  servidor_id: idSchema,
  pf_id: pfIdSchema,
  pf_id_pensionista: z.null(),
  exposto_agentes_nocivos: z.nullable(z.boolean()),
  data_exposto_agentes_nocivos: z.nullable(calendarDateSchema),
  efetivo_magesterio: z.nullable(z.boolean()),
  efetivo_magesterio_superior: z.nullable(z.boolean()),
  data_abono_permanencia: z.optional(z.nullable(calendarDateSchema)),
})
export type ExtrasRequest = z.infer<typeof extrasRequestSchema>
/** GET {rh}/v2/servidor/extras/{servidor_id}/{pf_id}/titular/ */
export const extrasAnswerSchema = rhAnswer(employmentExtrasSchema)

/** PUT {rh}/v1/servidor/{servidor_id}/beneficio/universal/ */
export const benefitRequestSchema = withDevice({
  tipo: benefitCategorySchema,
  regra: z.string().check(z.minLength(1), z.maxLength(30)),
  data_concessao: calendarDateSchema,
  paridade_ativos: z.nullable(z.boolean()),
  extincao: z.nullable(calendarDateSchema),
  observacao: z.nullable(z.string().check(z.maxLength(500))),
})
export type BenefitRequest = z.infer<typeof benefitRequestSchema>

/** What every RH write answers (the spec shows none): which record, and when. */
export const rhSavedAnswerSchema = rhAnswer(
  z.object({ servidor_id: idSchema, data_hora: z.iso.datetime({ offset: true }) }),
)
