import * as z from 'zod/mini'
import { cpfDigitsSchema, isoDateSchema, withDevice } from '../common'
import { calendarDateSchema, documentInfoSchema, listCodeSchema } from './record'

/** Step 0 Perfil: the profile as the social exchange reads it, and the three writes (spec §3, §7). */

/** A person's name as typed (nome, nome do pai, nome da mãe). */
export const personNameSchema = z.string().check(z.minLength(1), z.maxLength(200))

// Codes of the spec (§3) -----------------------------------------------------------------------

/** m6rj36 Masculino, f6rj36 Feminino, ud5xhh Outro (a dependant's too, §3 Dependent). */
export const SEX = { masculino: 'm6rj36', feminino: 'f6rj36', outro: 'ud5xhh' } as const
export const sexoSchema = z.enum([SEX.masculino, SEX.feminino, SEX.outro])
export type Sexo = z.infer<typeof sexoSchema>
/** 1 Mulher … 7 Prefiro não me classificar (codes kept as text, like the metadata lists). */
export const generoSchema = z.enum(['1', '2', '3', '4', '5', '6', '7'])
export type Genero = z.infer<typeof generoSchema>
/** 1 Heterossexual … 5 Prefiro não me classificar. */
export const orientacaoSexualSchema = z.enum(['1', '2', '3', '4', '5'])
export type OrientacaoSexual = z.infer<typeof orientacaoSexualSchema>

/** One parent: M mãe, P pai. */
export const filiacaoSchema = z.object({
  pf_filiacao_tipo: z.enum(['M', 'P']),
  pf_filiacao_nome: personNameSchema,
})
export type Filiacao = z.infer<typeof filiacaoSchema>

/** Disability as stored: type (metadata `deficiencias`), degree (set by the institute), start. */
export const pneSchema = z.object({
  pf_pne: z.nullable(listCodeSchema),
  /** Degree without the `PCD_` prefix the write carries (e.g. LEVE). */
  pf_pne_grau: z.nullable(z.string()),
  pf_pne_data: z.nullable(isoDateSchema),
})
export type Pne = z.infer<typeof pneSchema>

/** `bio` of the person record holds the colour/race (metadata `etnias`). */
export const bioSchema = z.object({ raca_cor: z.nullable(listCodeSchema) })

/**
 * Step 0's part of the person record the exchange reads (all optional: asked by list), with the
 * author stamps of every part (`document_info`).
 */
export const profileRecordShape = {
  sexo: z.optional(z.nullable(sexoSchema)),
  genero: z.optional(z.nullable(generoSchema)),
  orientacao_sexual: z.optional(z.nullable(orientacaoSexualSchema)),
  filiacao: z.optional(z.array(filiacaoSchema)),
  obito: z.optional(z.nullable(isoDateSchema)),
  estado_civil: z.optional(z.nullable(listCodeSchema)),
  escolaridade: z.optional(z.nullable(listCodeSchema)),
  bio: z.optional(bioSchema),
  pne: z.optional(pneSchema),
  pf_cpf_valid: z.optional(z.boolean()),
  document_info: z.optional(documentInfoSchema),
}

export const profileRecordFields = [
  'sexo',
  'genero',
  'orientacao_sexual',
  'filiacao',
  'obito',
  'estado_civil',
  'escolaridade',
  'bio',
  'pne',
  'pf_cpf_valid',
  'document_info',
] as const satisfies readonly (keyof typeof profileRecordShape)[]

// Writes ---------------------------------------------------------------------------------------

/**
 * PATCH {social}/v1/pessoa-fisica/perfil/{pf_id}/ — null fields are left out, so every field is
 * optional; cpf, nome and nascimento only while the CPF is not validated (pf_cpf_valid false).
 */
export const profilePatchRequestSchema = withDevice({
  cpf: z.optional(cpfDigitsSchema),
  nome: z.optional(personNameSchema),
  nome_social: z.optional(z.string().check(z.maxLength(200))),
  nascimento: z.optional(calendarDateSchema),
  filiacao: z.optional(z.array(filiacaoSchema).check(z.maxLength(2))),
  obito: z.optional(calendarDateSchema),
  sexo: z.optional(sexoSchema),
  genero: z.optional(generoSchema),
  orientacao_sexual: z.optional(orientacaoSexualSchema),
  escol: z.optional(listCodeSchema),
  est_civil: z.optional(listCodeSchema),
})
export type ProfilePatchRequest = z.infer<typeof profilePatchRequestSchema>

/** The degree as the disability write carries it: `PCD_` + the stored degree (spec §9). */
export const pneGradeSchema = z.string().check(z.regex(/^PCD_[A-Z0-9_]{1,30}$/))

/** PUT {social}/v1/pessoa-fisica/pne/{pf_id}/ — sent only when a disability is set and changed. */
export const pneRequestSchema = withDevice({
  pf_pne: listCodeSchema,
  pf_pne_data: z.nullable(calendarDateSchema),
  pf_pne_grau: z.nullable(pneGradeSchema),
})
export type PneRequest = z.infer<typeof pneRequestSchema>

/** PUT {social}/v1/pessoa-fisica/raca-cor/{pf_id}/ — sent only when set and changed. */
export const racaCorRequestSchema = withDevice({ pf_racacor: listCodeSchema })
export type RacaCorRequest = z.infer<typeof racaCorRequestSchema>
