import {
  generoSchema,
  orientacaoSexualSchema,
  personNameSchema,
  profilePatchRequestSchema,
  sexoSchema,
  cpfDigits,
  isoToBrDate,
  isValidCpf,
  type AuthorStamp,
  type ExchangePerson,
  type Filiacao,
  type PneRequest,
  type ProfilePatchRequest,
  type RacaCorRequest,
} from '@censo/contracts'
import { applyMask, masks } from '@/lib/masks'
import * as t from '@/text/pt-BR/wizard'
import {
  collectErrors,
  hasErrors,
  isBlank,
  required,
  todayIso,
  toIsoDate,
  notFutureDate,
  type FieldErrors,
  type FieldRule,
  type FieldRules,
} from '@/features/wizard/field-rules'
import { schemaRule } from '@/features/wizard/schema-rules'

/** Step 0 Perfil, pure: the record as loaded, the form values, the spec's rules, the payloads. */

/** The profile as the exchange reads it, with the absent fields made explicit. */
export interface Profile {
  pfId: number
  nome: string
  nome_social: string
  cpf: string
  /** YYYY-MM-DD, or '' */
  nascimento: string
  sexo: string
  genero: string
  orientacao_sexual: string
  nome_pai: string
  nome_mae: string
  obito: string | null
  estado_civil: string
  escolaridade: string
  raca_cor: string
  pne: string
  /** Degree as stored (without PCD_), set by the institute. */
  pne_grau: string
  /** YYYY-MM-DD, or '' */
  pne_data: string
  cpfValid: boolean
  fotoUrl: string | null
  /** Who changed the profile last (the author block). */
  author: AuthorStamp | undefined
}

const parent = (list: Filiacao[] | undefined, kind: Filiacao['pf_filiacao_tipo']) =>
  list?.find((item) => item.pf_filiacao_tipo === kind)?.pf_filiacao_nome ?? ''

export function toProfile(person: ExchangePerson): Profile {
  return {
    pfId: person.pf_id,
    nome: person.nome ?? '',
    nome_social: person.nome_social ?? '',
    cpf: person.cpf ?? '',
    nascimento: person.nascimento ?? '',
    sexo: person.sexo ?? '',
    genero: person.genero ?? '',
    orientacao_sexual: person.orientacao_sexual ?? '',
    nome_pai: parent(person.filiacao, 'P'),
    nome_mae: parent(person.filiacao, 'M'),
    obito: person.obito ?? null,
    estado_civil: person.estado_civil ?? '',
    escolaridade: person.escolaridade ?? '',
    raca_cor: person.bio?.raca_cor ?? '',
    pne: person.pne?.pf_pne ?? '',
    pne_grau: person.pne?.pf_pne_grau ?? '',
    pne_data: person.pne?.pf_pne_data ?? '',
    cpfValid: person.pf_cpf_valid ?? false,
    fotoUrl: person.foto_url ?? null,
    author: person.document_info?.perfil,
  }
}

/** The form's values: text as shown (CPF masked, dates DD/MM/YYYY, '' for nothing chosen). */
export type ProfileValues = {
  nome: string
  nome_social: string
  cpf: string
  nascimento: string
  sexo: string
  escol: string
  genero: string
  orientacao_sexual: string
  est_civil: string
  etnia: string
  nome_pai: string
  nome_mae: string
  pne: string
  pf_pne_grau: string
  pf_pne_data: string
}

export function profileValues(profile: Profile): ProfileValues {
  return {
    nome: profile.nome,
    nome_social: profile.nome_social,
    cpf: applyMask(profile.cpf, masks.cpf),
    nascimento: isoToBrDate(profile.nascimento),
    sexo: profile.sexo,
    escol: profile.escolaridade,
    genero: profile.genero,
    orientacao_sexual: profile.orientacao_sexual,
    est_civil: profile.estado_civil,
    etnia: profile.raca_cor,
    nome_pai: profile.nome_pai,
    nome_mae: profile.nome_mae,
    pne: profile.pne,
    pf_pne_grau: profile.pne_grau,
    pf_pne_data: isoToBrDate(profile.pne_data),
  }
}

/** Spec §2: name, CPF and birth date are disabled once the CPF is validated; the degree always. */
export function disabledFields(profile: Profile): ReadonlySet<keyof ProfileValues> {
  const disabled = new Set<keyof ProfileValues>(['pf_pne_grau'])
  if (profile.cpfValid)
    for (const name of ['nome', 'cpf', 'nascimento'] as const) disabled.add(name)
  return disabled
}

/** Every field of the form, in order. */
export const PROFILE_FIELDS = [
  'nome',
  'nome_social',
  'cpf',
  'nascimento',
  'sexo',
  'escol',
  'genero',
  'orientacao_sexual',
  'est_civil',
  'etnia',
  'nome_pai',
  'nome_mae',
  'pne',
  'pf_pne_grau',
  'pf_pne_data',
] as const satisfies readonly (keyof ProfileValues)[]

/** Fields the person can change (the name is read-only), the ones a local copy may restore. */
export const editableFields = (profile: Profile): (keyof ProfileValues)[] =>
  PROFILE_FIELDS.filter((name) => name !== 'nome' && !disabledFields(profile).has(name))

/** "Um CPF válido deve ser informado" unless the check digits are right. */
export const cpfRule: FieldRule = (value) => (isValidCpf(value) ? undefined : t.wizard.invalidCpf)

/** "Uma data válida deve ser informada" unless a real date, not in the future (empty included). */
export const birthDateRule =
  (today: string): FieldRule =>
  (value) =>
    isBlank(value) ? t.wizard.invalidDate : notFutureDate(today)(value)

/** A person's name (nome, pai, mãe): required, at most the contract's length. */
const nameRule = schemaRule(personNameSchema)

/**
 * Spec §5 "Step 0 Perfil": nome, nome_pai, nome_mae, sexo, escol, est_civil and etnia required;
 * the CPF passes the check digits; the birth date is a valid date. The names, the social name
 * and the sex as the contract takes them (length, codes). Ours: the disability start date, when
 * given, is a real date not in the future, as the server checks it (the disability write's
 * failure is not shown, spec §8, so the form must not let a refused date through).
 */
export function profileRules(today = todayIso()): FieldRules<ProfileValues> {
  return {
    nome: nameRule,
    nome_social: schemaRule(profilePatchRequestSchema.shape.nome_social),
    cpf: cpfRule,
    nascimento: birthDateRule(today),
    sexo: schemaRule(sexoSchema),
    escol: required,
    est_civil: required,
    etnia: required,
    nome_pai: nameRule,
    nome_mae: nameRule,
    pf_pne_data: notFutureDate(today),
  }
}

export function profileErrors(values: ProfileValues, today?: string): FieldErrors<ProfileValues> {
  return collectErrors(values, profileRules(today))
}

/** Step 0 is complete when every required profile field is valid (spec §4). */
export const isProfileComplete = (values: ProfileValues, today?: string): boolean =>
  !hasErrors(profileErrors(values, today))

type PatchBody = Omit<ProfilePatchRequest, 'device'>

const orUndefined = (value: string): string | undefined =>
  isBlank(value) ? undefined : value.trim()

/** A code of the spec's lists, or undefined when nothing (or something unknown) is chosen. */
function code<Code extends string>(
  schema: { safeParse: (value: unknown) => { success: true; data: Code } | { success: false } },
  value: string,
): Code | undefined {
  const parsed = schema.safeParse(value.trim())
  return parsed.success ? parsed.data : undefined
}

/**
 * The profile PATCH body (spec §7) with null fields left out. CPF, name and birth date only
 * while the CPF is not validated (spec §5). An emptied social name is sent as '' when the loaded
 * profile had one, so it can be cleared.
 */
export function profilePatch(values: ProfileValues, profile: Profile): PatchBody {
  const body: PatchBody = {}
  if (!profile.cpfValid) {
    const cpf = cpfDigits(values.cpf)
    if (cpf) body.cpf = cpf
    const nome = orUndefined(values.nome)
    if (nome) body.nome = nome
    const nascimento = toIsoDate(values.nascimento)
    if (nascimento) body.nascimento = nascimento
  }
  const nomeSocial = values.nome_social.trim()
  if (nomeSocial || profile.nome_social) body.nome_social = nomeSocial
  const filiacao: Filiacao[] = []
  if (!isBlank(values.nome_mae)) {
    filiacao.push({ pf_filiacao_tipo: 'M', pf_filiacao_nome: values.nome_mae.trim() })
  }
  if (!isBlank(values.nome_pai)) {
    filiacao.push({ pf_filiacao_tipo: 'P', pf_filiacao_nome: values.nome_pai.trim() })
  }
  if (filiacao.length > 0) body.filiacao = filiacao
  if (profile.obito) body.obito = profile.obito
  const sexo = code(sexoSchema, values.sexo)
  if (sexo) body.sexo = sexo
  const genero = code(generoSchema, values.genero)
  if (genero) body.genero = genero
  const orientacao = code(orientacaoSexualSchema, values.orientacao_sexual)
  if (orientacao) body.orientacao_sexual = orientacao
  const escol = orUndefined(values.escol)
  if (escol) body.escol = escol
  const estCivil = orUndefined(values.est_civil)
  if (estCivil) body.est_civil = estCivil
  return body
}

/** Payloads built by the same function compare by their JSON (keys in the same order). */
export const samePayload = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

/** Spec §4: the PATCH goes only when its payload differs from the one of the loaded profile. */
export const profileChanged = (values: ProfileValues, profile: Profile): boolean =>
  !samePayload(profilePatch(values, profile), profilePatch(profileValues(profile), profile))

/**
 * The disability PUT, or null when not to send it: only when a disability is set and it (type
 * or start date) changed. The degree goes back as stored, prefixed PCD_ (spec §9).
 */
export function pnePut(values: ProfileValues, profile: Profile): Omit<PneRequest, 'device'> | null {
  const pne = values.pne.trim()
  if (!pne) return null
  const data = toIsoDate(values.pf_pne_data)
  if (pne === profile.pne && (data ?? '') === profile.pne_data) return null
  return {
    pf_pne: pne,
    pf_pne_data: data,
    pf_pne_grau: profile.pne_grau ? `PCD_${profile.pne_grau}` : null,
  }
}

/** The colour/race PUT, or null: only when set and changed. */
export function racaCorPut(
  values: ProfileValues,
  profile: Profile,
): Omit<RacaCorRequest, 'device'> | null {
  const etnia = values.etnia.trim()
  return etnia && etnia !== profile.raca_cor ? { pf_racacor: etnia } : null
}
