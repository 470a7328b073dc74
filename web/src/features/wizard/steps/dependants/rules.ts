import { cpfDigits, type Dependant, type Option } from '@censo/contracts'
import {
  insertDependantRequestSchema,
  type DependantExtrasRequest,
  type InsertDependantRequest,
} from '@censo/contracts/schemas/social/dependants'
import type { IdentityRequest, PneRequest } from '@censo/contracts'
import { dependantsTexts } from './texts'
import {
  all,
  collectErrors,
  hasErrors,
  isBlank,
  required,
  requiredPastDate,
  toIsoDate,
  validCpf,
  validDate,
  type FieldRule,
  type FieldRules,
} from '@/features/wizard/field-rules'
import { schemaRule } from '@/features/wizard/schema-rules'

/** Step 3 Dependentes: the rules of census-wizard §5 Step 3 and the bodies of §4's creation. */

// A type (not an interface): the form's values are a record of strings for collectErrors.
export type DependantValues = {
  nome: string
  cpf: string
  nascimento: string
  sexo: string
  parentesco: string
  pne: string
  motivo_inicio: string
  inicio: string
  motivo_fim: string
  fim: string
  pf_rg: string
  pf_rg_emissao: string
  pf_rg_uf: string
  pf_rg_ent_classe_meta: string
}

export const emptyDependant: DependantValues = {
  nome: '',
  cpf: '',
  nascimento: '',
  sexo: '',
  parentesco: '',
  pne: '',
  motivo_inicio: '',
  inicio: '',
  motivo_fim: '',
  fim: '',
  pf_rg: '',
  pf_rg_emissao: '',
  pf_rg_uf: '',
  pf_rg_ent_classe_meta: '',
}

/** A date the rules have checked, as the body sends it. */
const isoDate = (value: string) => toIsoDate(value) ?? ''

/**
 * Spec §5 Step 3: name, birth date, start date, start reason, sex and kinship filled, both dates
 * valid; the CPF optional. The end date, when given, is a valid date not before the start (the
 * server refuses an end before the start).
 */
export function dependantRules(
  values: DependantValues,
  today: string,
): FieldRules<DependantValues> {
  const inicio = toIsoDate(values.inicio)
  const notBeforeStart: FieldRule = (value) => {
    const fim = toIsoDate(value)
    return fim && inicio && fim < inicio ? dependantsTexts.endBeforeStart : undefined
  }
  return {
    nome: schemaRule(insertDependantRequestSchema.shape.nome),
    cpf: validCpf,
    nascimento: requiredPastDate(today),
    sexo: required,
    parentesco: required,
    motivo_inicio: required,
    inicio: requiredPastDate(today),
    fim: all(validDate, notBeforeStart),
    pf_rg_emissao: validDate,
  }
}

export const dependantErrors = (values: DependantValues, today: string) =>
  collectErrors(values, dependantRules(values, today))
export const canSaveDependant = (values: DependantValues, today: string) =>
  !hasErrors(dependantErrors(values, today))

/** Spec §5: the identity is sent only with number, a valid issue date, issuing body and UF. */
export function identityComplete(values: DependantValues): boolean {
  return (
    !isBlank(values.pf_rg) &&
    toIsoDate(values.pf_rg_emissao) !== null &&
    !isBlank(values.pf_rg_ent_classe_meta) &&
    !isBlank(values.pf_rg_uf)
  )
}

/** The code of kinship Filho in the entity's list (the codes are opaque, §3). */
export const childCode = (parentescos: readonly Option[]): string | undefined =>
  parentescos.find((option) => option.label.trim().toLowerCase() === 'filho')?.value

/**
 * Spec §4: choosing Filho with a full birth date copies it into the start date. Answers the start
 * date to set, or null to leave it.
 */
export function startDateForChild(
  values: DependantValues,
  parentescos: readonly Option[],
): string | null {
  const child = childCode(parentescos)
  if (!child || values.parentesco !== child) return null
  return toIsoDate(values.nascimento) ? values.nascimento : null
}

/** What the creation of §4 sends, call by call (identity and disability only when given). */
export interface DependantWrites {
  insert: Omit<InsertDependantRequest, 'device'>
  clas: string
  extras: Omit<DependantExtrasRequest, 'device' | 'parent_id' | 'pf_id'>
  identity: Omit<IdentityRequest, 'device' | 'pf_id'> | null
  pne: Omit<PneRequest, 'device'> | null
}

/** Spec §9 dependent defaults: dep_irrf 'N', dep_previdenciario 'S', observacao null. */
export function dependantWrites(values: DependantValues): DependantWrites {
  const cpf = cpfDigits(values.cpf)
  return {
    insert: {
      nome: values.nome.trim(),
      cpf: cpf === '' ? null : cpf,
      // The form lets SALVAR run only with a sex chosen among the schema's codes.
      sexo: insertDependantRequestSchema.shape.sexo.parse(values.sexo),
      nascimento: isoDate(values.nascimento),
    },
    clas: values.parentesco,
    extras: {
      rel: values.parentesco,
      data_inicio_dep: isoDate(values.inicio),
      motivo_inicio_dep: Number(values.motivo_inicio),
      data_fim_dep: toIsoDate(values.fim),
      motivo_fim_dep: isBlank(values.motivo_fim) ? null : Number(values.motivo_fim),
      dep_irrf: 'N',
      dep_previdenciario: 'S',
      observacao: null,
    },
    identity: identityComplete(values)
      ? {
          pf_rg: values.pf_rg.trim(),
          pf_rg_emissao: isoDate(values.pf_rg_emissao),
          pf_rg_uf: values.pf_rg_uf,
          pf_rg_ent_classe_meta: values.pf_rg_ent_classe_meta,
        }
      : null,
    pne: isBlank(values.pne) ? null : { pf_pne: values.pne, pf_pne_data: null, pf_pne_grau: null },
  }
}

/** The card of a dependant as the list shows it after the family link (§4). */
export function cardOf(pfId: number, writes: DependantWrites): Dependant {
  return {
    pf_id: pfId,
    cpf: writes.insert.cpf,
    nome: writes.insert.nome,
    nascimento: writes.insert.nascimento,
    parentesco: writes.clas,
  }
}
