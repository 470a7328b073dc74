import { cpfDigits, isoToBrDate, isValidCpf } from '@censo/contracts'
import {
  BENEFIT_CATEGORY,
  BENEFIT_TYPES,
  CATEGORY,
  matriculaSchema,
  type BenefitRequest,
  type EmploymentRecord,
  type ExtrasRequest,
  type UniversalRequest,
} from '@censo/contracts/schemas/rh/employment'
import type { ProfilePatchRequest } from '@censo/contracts'
import * as t from '@/text/pt-BR/wizard'
import { employmentTexts } from './texts'
import {
  all,
  collectErrors,
  hasErrors,
  isBlank,
  notFutureDate,
  required,
  requiredPastDate,
  toIsoDate,
  validCpf,
  type FieldRule,
  type FieldRules,
} from '@/features/wizard/field-rules'
import { schemaRule } from '@/features/wizard/schema-rules'

/** Step 4 Dados Funcionais: the rules of census-wizard §5 Step 4 and the bodies of §7. */

const text = employmentTexts

// A type (not an interface): the form's values are a record of strings for collectErrors.
export type RecordValues = {
  matricula: string
  data_movimento: string
  regra: string
  data_concessao: string
  inst_nome: string
  inst_cpf: string
  inst_nascimento: string
  inst_obito: string
  inst_ppn: string
  /** '' (not chosen), 'S' or 'N'. */
  efetivo_magesterio: string
  efetivo_magesterio_superior: string
}

/** What a record's form shows and asks, by its category (§2 Step 4). */
export interface RecordShape {
  categoria: number
  /** Categories 2 and 3: 'Dados do benefício'. */
  hasBenefit: boolean
  /**
   * Category 3 (a pension): 'Dados pessoais do instituidor', always (§2), its fields empty to fill
   * when the record has no instituidor.
   */
  showsInstituidor: boolean
  /**
   * Category 3 "with an instituidor" (§2, §5): the RH record carries one, so his fields are
   * required and the two teaching choices asked. Without one, the record is complete as it is.
   */
  hasInstituidor: boolean
  /** The instituidor's CPF is validated: CPF, name and birth date cannot change (§5). */
  instituidorLocked: boolean
}

export function shapeOf(record: EmploymentRecord): RecordShape {
  const showsInstituidor = record.categoria_cod === CATEGORY.pensionista
  const hasInstituidor = showsInstituidor && record.instituidor !== null
  return {
    categoria: record.categoria_cod,
    hasBenefit:
      record.categoria_cod === CATEGORY.aposentado || record.categoria_cod === CATEGORY.pensionista,
    showsInstituidor,
    hasInstituidor,
    instituidorLocked: hasInstituidor && !!record.instituidor?.pf_cpf_valid,
  }
}

/** 'Dados funcionais', or 'Dados funcionais do instituidor' for categories other than 1 and 2. */
export const functionalTitle = (categoria: number): string =>
  categoria === CATEGORY.ativo || categoria === CATEGORY.aposentado
    ? text.functional
    : text.functionalOfInstituidor

const choice = (value: boolean | null | undefined) =>
  value === true ? 'S' : value === false ? 'N' : ''
const fromChoice = (value: string) => (value === 'S' ? true : value === 'N' ? false : null)
const formatCpf = (cpf: string | null) =>
  cpf && /^\d{11}$/.test(cpf)
    ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    : (cpf ?? '')

/** The grant date: for category 3 the person's own pensioner entry (§5), else the benefit's. */
function grantDate(record: EmploymentRecord, pfId: number): string | null {
  if (record.categoria_cod === CATEGORY.pensionista) {
    return record.pensionistas.find((entry) => entry.pf_id === pfId)?.data_concessao ?? null
  }
  return record.beneficio?.data_concessao ?? null
}

export function valuesOf(record: EmploymentRecord, pfId: number): RecordValues {
  const instituidor = record.instituidor
  return {
    matricula: record.matricula,
    data_movimento: isoToBrDate(record.data_movimento),
    regra: record.beneficio?.regra ?? '',
    data_concessao: isoToBrDate(grantDate(record, pfId)),
    inst_nome: instituidor?.nome ?? '',
    inst_cpf: formatCpf(instituidor?.cpf ?? null),
    inst_nascimento: isoToBrDate(instituidor?.nascimento),
    inst_obito: isoToBrDate(instituidor?.obito),
    inst_ppn: instituidor?.ppn ?? '',
    efetivo_magesterio: choice(record.extras?.efetivo_magesterio),
    efetivo_magesterio_superior: choice(record.extras?.efetivo_magesterio_superior),
  }
}

const INSTITUIDOR_NAME_MIN = 3
const nameOfInstituidor: FieldRule = (value) =>
  value.trim().length >= INSTITUIDOR_NAME_MIN ? undefined : t.wizard.required

/**
 * §5 Step 4, per record; 'Este campo deve ser preenchido' for whatever is missing. A pension
 * without an instituidor asks nothing of his fields, but what is typed in them must be right.
 */
export function recordRules(shape: RecordShape, today: string): FieldRules<RecordValues> {
  const date = requiredPastDate(today)
  const typedDate = notFutureDate(today)
  return {
    matricula: schemaRule(matriculaSchema),
    data_movimento: date,
    ...(shape.hasBenefit ? { regra: required, data_concessao: date } : {}),
    ...(shape.hasInstituidor
      ? {
          inst_nome: all(required, nameOfInstituidor),
          inst_cpf: all(required, validCpf),
          inst_nascimento: date,
          inst_obito: date,
          efetivo_magesterio: required,
          efetivo_magesterio_superior: required,
        }
      : shape.showsInstituidor
        ? {
            inst_nome: (value) => (isBlank(value) ? undefined : nameOfInstituidor(value)),
            inst_cpf: validCpf,
            inst_nascimento: typedDate,
            inst_obito: typedDate,
          }
        : {}),
  }
}

export const recordErrors = (shape: RecordShape, values: RecordValues, today: string) =>
  collectErrors(values, recordRules(shape, today))
export const isRecordValid = (shape: RecordShape, values: RecordValues, today: string) =>
  !hasErrors(recordErrors(shape, values, today))

/**
 * Spec §4: complete only when every record is valid (as loaded or saved); a record whose save
 * waits on the device counts with the values it sends (`waiting`, docs/decisions/028).
 */
export const areRecordsValid = (
  records: readonly EmploymentRecord[],
  pfId: number,
  today: string,
  waiting: (record: EmploymentRecord) => RecordValues | undefined = () => undefined,
) =>
  records.every((record) =>
    isRecordValid(shapeOf(record), waiting(record) ?? valuesOf(record, pfId), today),
  )

export function isChanged(values: RecordValues, initial: RecordValues): boolean {
  const loaded = new Map(Object.entries(initial))
  return Object.entries(values).some(
    ([name, value]) => value.trim() !== (loaded.get(name) ?? '').trim(),
  )
}

/** The benefit types a record's category allows (§3 table), with their labels. */
export function benefitTypeOptions(categoria: number) {
  const category = BENEFIT_CATEGORY[categoria]
  return category
    ? BENEFIT_TYPES[category].map((value) => ({ value, label: text.benefitTypes[value] ?? value }))
    : []
}

const iso = (value: string) => toIsoDate(value) ?? ''

// The writes of §7, from a valid form ------------------------------------------------------------

export function universalBody(
  record: EmploymentRecord,
  values: RecordValues,
  pfId: number,
): Omit<UniversalRequest, 'device'> {
  return {
    matricula: values.matricula.trim(),
    categoria_cod: record.categoria_cod,
    data_movimento: iso(values.data_movimento),
    ...(record.categoria_cod === CATEGORY.pensionista
      ? { pensionistas: [{ pf_id: pfId, data_concessao: iso(values.data_concessao) }] }
      : {}),
  }
}

export function extrasBody(
  record: EmploymentRecord,
  values: RecordValues,
): Omit<ExtrasRequest, 'device'> {
  const extras = record.extras
  const teaching = shapeOf(record).hasInstituidor
  return {
    servidor_id: record.servidor_id,
    pf_id: record.pf_id,
    pf_id_pensionista: null,
    exposto_agentes_nocivos: extras?.exposto_agentes_nocivos ?? null,
    data_exposto_agentes_nocivos: extras?.data_exposto_agentes_nocivos ?? null,
    efetivo_magesterio: teaching
      ? fromChoice(values.efetivo_magesterio)
      : (extras?.efetivo_magesterio ?? null),
    efetivo_magesterio_superior: teaching
      ? fromChoice(values.efetivo_magesterio_superior)
      : (extras?.efetivo_magesterio_superior ?? null),
    ...(record.categoria_cod === CATEGORY.ativo
      ? { data_abono_permanencia: extras?.data_abono_permanencia ?? null }
      : {}),
  }
}

/** For categories 2 and 3 only (§7); the category follows categoria_cod. */
export function benefitBody(
  record: EmploymentRecord,
  values: RecordValues,
): Omit<BenefitRequest, 'device'> | null {
  const tipo = BENEFIT_CATEGORY[record.categoria_cod]
  if (!shapeOf(record).hasBenefit || !tipo) return null
  return {
    tipo,
    regra: values.regra,
    data_concessao: iso(values.data_concessao),
    paridade_ativos: record.beneficio?.paridade_ativos ?? null,
    extincao: record.beneficio?.extincao ?? null,
    observacao: record.beneficio?.observacao ?? null,
  }
}

/**
 * Whose profile the instituidor's writes go to: the record's pf_id (§3). A pension without an
 * instituidor may hold the pensioner's own pf_id: then nothing is written, lest what was typed
 * of the instituidor overwrite her.
 */
const instituidorWritable = (record: EmploymentRecord, pfId: number) =>
  shapeOf(record).hasInstituidor || (shapeOf(record).showsInstituidor && record.pf_id !== pfId)

/**
 * The instituidor's profile PATCH (§5): the CPF only when not validated, changed from the loaded
 * one and valid; name and birth date only while the CPF is not validated; the date of death.
 * Without an instituidor on the record, only what was typed, and nothing when nothing was.
 */
export function instituidorPatch(
  record: EmploymentRecord,
  values: RecordValues,
  pfId: number,
): Omit<ProfilePatchRequest, 'device'> | null {
  const instituidor = record.instituidor
  if (!instituidorWritable(record, pfId)) return null
  const cpf = cpfDigits(values.inst_cpf)
  const open = !instituidor?.pf_cpf_valid
  const patch = {
    ...(open && cpf !== instituidor?.cpf_loaded && isValidCpf(cpf) ? { cpf } : {}),
    ...(open ? { nome: values.inst_nome.trim(), nascimento: iso(values.inst_nascimento) } : {}),
    obito: iso(values.inst_obito),
  }
  if (instituidor) return patch
  const typed = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== ''))
  return Object.keys(typed).length > 0 ? typed : null
}

/** The instituidor's PIS/PASEP, when typed and changed (§7: pf_ppn_emissao null). */
export function instituidorPpn(record: EmploymentRecord, values: RecordValues, pfId: number) {
  const ppn = values.inst_ppn.trim()
  if (!instituidorWritable(record, pfId) || isBlank(ppn) || ppn === record.instituidor?.ppn) {
    return null
  }
  return { pf_id: record.pf_id, pf_ppn: ppn, pf_ppn_emissao: null }
}
