import {
  certificateFields,
  cnhFields,
  councilCardFields,
  courseFields,
  identityFields,
  isoToBrDate,
  ppnFields,
  reservistFields,
  SEX,
  recordPartSchema,
  voterCardFields,
  type AddCourseRequest,
  type RecordPart,
  type CertificateRequest,
  type CnhRequest,
  courseDegreeSchema,
  courseSituationSchema,
  type Course,
  type CouncilCardRequest,
  type DocumentsRecord,
  type IdentityRequest,
  type PpnRequest,
  type ReservistRequest,
  type VoterCardRequest,
} from '@censo/contracts'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from './texts'
import {
  ADULT_AGE,
  all,
  collectErrors,
  hasErrors,
  isBlank,
  required,
  requiredDate,
  toIsoDate,
  validDate,
  type FieldErrors,
  type FieldRules,
} from '@/features/wizard/field-rules'
import { schemaRule } from '@/features/wizard/schema-rules'

/** Step 1 Documentos, pure: the eight sections, their rules, bodies and the step completeness. */

/** The document sections (1 to 7), in order: the record's parts less the profile and degrees. */
export type DocumentKey = Exclude<RecordPart, 'perfil' | 'cursos'>
const isDocumentKey = (part: RecordPart): part is DocumentKey =>
  part !== 'perfil' && part !== 'cursos'
export const DOCUMENT_KEYS: readonly DocumentKey[] = recordPartSchema.options.filter(isDocumentKey)
export type SectionKey = DocumentKey | 'cursos'

/** The accordion, numbered 1 to 8 as the spec and the entity's `requisitos.documentos`. */
export const SECTIONS: readonly { number: number; key: SectionKey; title: string }[] = [
  ...DOCUMENT_KEYS,
  'cursos' as const,
].map((key, index) => ({
  number: index + 1,
  key,
  title: documentsTexts.sections[index] ?? key,
}))

/** Form values of a document section: text as typed, dates DD/MM/YYYY, '' for nothing. */
export type DocValues = Record<string, string>

type Bodies = {
  rg: Omit<IdentityRequest, 'device' | 'pf_id'>
  ppn: Omit<PpnRequest, 'device' | 'pf_id'>
  cnh: Omit<CnhRequest, 'device' | 'pf_id'>
  titulo_eleitor: Omit<VoterCardRequest, 'device' | 'pf_id'>
  cert: Omit<CertificateRequest, 'device' | 'pf_id'>
  cart_class: Omit<CouncilCardRequest, 'device' | 'pf_id'>
  reservista: Omit<ReservistRequest, 'device' | 'pf_id'>
}
export type DocumentBody<Key extends DocumentKey> = Bodies[Key]

export interface DocumentRules<Key extends DocumentKey> {
  /** Form fields in display order. */
  fields: readonly string[]
  rules: FieldRules<DocValues>
  /** Fields that must be filled for the section to count as complete (besides the rules). */
  completeWhen?: readonly string[]
  /** Spec §5: PIS/PASEP/NIT saving is always enabled. */
  alwaysSavable?: boolean
  fromStored(documentos: DocumentsRecord): DocValues
  toBody(values: DocValues): DocumentBody<Key>
}

const text = (value: string | null | undefined) => value ?? ''
const date = (value: string | null | undefined) => isoToBrDate(value)
const trimmed = (values: DocValues, name: string) => (values[name] ?? '').trim()
const isoOf = (values: DocValues, name: string) => toIsoDate(values[name] ?? '') ?? ''
const isoOrNull = (values: DocValues, name: string) => toIsoDate(values[name] ?? '')
const orNull = (values: DocValues, name: string) => trimmed(values, name) || null

/** The spec's rules of each document (§5 "Step 1 Documentos"); limits from the contract's schemas. */
export const documentRules: { [Key in DocumentKey]: DocumentRules<Key> } = {
  // Identity: all 4 fields filled and issue date valid.
  rg: {
    fields: ['pf_rg', 'pf_rg_emissao', 'pf_rg_uf', 'pf_rg_ent_classe_meta'],
    rules: {
      pf_rg: schemaRule(identityFields.pf_rg),
      pf_rg_emissao: requiredDate,
      pf_rg_uf: schemaRule(identityFields.pf_rg_uf, { format: t.wizard.required }),
      pf_rg_ent_classe_meta: schemaRule(identityFields.pf_rg_ent_classe_meta),
    },
    fromStored: ({ rg }) => ({
      pf_rg: text(rg?.pf_rg),
      pf_rg_emissao: date(rg?.pf_rg_emissao),
      pf_rg_uf: text(rg?.pf_rg_uf),
      pf_rg_ent_classe_meta: text(rg?.pf_rg_ent_classe_meta),
    }),
    toBody: (values) => ({
      pf_rg: trimmed(values, 'pf_rg'),
      pf_rg_emissao: isoOf(values, 'pf_rg_emissao'),
      pf_rg_uf: trimmed(values, 'pf_rg_uf'),
      pf_rg_ent_classe_meta: trimmed(values, 'pf_rg_ent_classe_meta'),
    }),
  },
  // PIS/PASEP/NIT: number at most 11 characters; saving is always enabled.
  ppn: {
    fields: ['pf_ppn', 'pf_ppn_emissao'],
    rules: {
      pf_ppn: schemaRule(ppnFields.pf_ppn, { format: documentsTexts.digitsOnly }),
      pf_ppn_emissao: validDate,
    },
    completeWhen: ['pf_ppn'],
    alwaysSavable: true,
    fromStored: ({ ppn }) => ({
      pf_ppn: text(ppn?.pf_ppn),
      pf_ppn_emissao: date(ppn?.pf_ppn_emissao),
    }),
    toBody: (values) => ({
      pf_ppn: orNull(values, 'pf_ppn'),
      pf_ppn_emissao: isoOrNull(values, 'pf_ppn_emissao'),
    }),
  },
  // Driver licence: all but the observation filled, dates valid; observation at most 35.
  cnh: {
    fields: [
      'pf_cnh',
      'pf_cnh_cat',
      'pf_cnh_prim_hab',
      'pf_cnh_emissao',
      'pf_cnh_validade',
      'pf_cnh_obs',
    ],
    rules: {
      pf_cnh: schemaRule(cnhFields.pf_cnh),
      pf_cnh_validade: requiredDate,
      pf_cnh_prim_hab: requiredDate,
      pf_cnh_cat: schemaRule(cnhFields.pf_cnh_cat),
      pf_cnh_obs: schemaRule(cnhFields.pf_cnh_obs),
      pf_cnh_emissao: requiredDate,
    },
    fromStored: ({ cnh }) => ({
      pf_cnh: text(cnh?.pf_cnh),
      pf_cnh_cat: text(cnh?.pf_cnh_cat),
      pf_cnh_prim_hab: date(cnh?.pf_cnh_prim_hab),
      pf_cnh_emissao: date(cnh?.pf_cnh_emissao),
      pf_cnh_validade: date(cnh?.pf_cnh_validade),
      pf_cnh_obs: text(cnh?.pf_cnh_obs),
    }),
    toBody: (values) => ({
      pf_cnh: trimmed(values, 'pf_cnh'),
      pf_cnh_validade: isoOf(values, 'pf_cnh_validade'),
      pf_cnh_prim_hab: isoOf(values, 'pf_cnh_prim_hab'),
      pf_cnh_cat: trimmed(values, 'pf_cnh_cat'),
      pf_cnh_obs: orNull(values, 'pf_cnh_obs'),
      pf_cnh_emissao: isoOf(values, 'pf_cnh_emissao'),
      cidade_id: 0,
    }),
  },
  // Voter card: all 5 fields filled and issue date valid (the city is 0, ADR 010).
  titulo_eleitor: {
    fields: ['pf_tit_ele', 'pf_tit_ele_zon', 'pf_tit_ele_sec', 'pf_tit_ele_emissao'],
    rules: {
      pf_tit_ele: schemaRule(voterCardFields.pf_tit_ele),
      pf_tit_ele_zon: schemaRule(voterCardFields.pf_tit_ele_zon),
      pf_tit_ele_sec: schemaRule(voterCardFields.pf_tit_ele_sec),
      pf_tit_ele_emissao: requiredDate,
    },
    fromStored: ({ titulo_eleitor: card }) => ({
      pf_tit_ele: text(card?.pf_tit_ele),
      pf_tit_ele_zon: text(card?.pf_tit_ele_zon),
      pf_tit_ele_sec: text(card?.pf_tit_ele_sec),
      pf_tit_ele_emissao: date(card?.pf_tit_ele_emissao),
    }),
    toBody: (values) => ({
      pf_tit_ele: trimmed(values, 'pf_tit_ele'),
      pf_tit_ele_sec: trimmed(values, 'pf_tit_ele_sec'),
      pf_tit_ele_zon: trimmed(values, 'pf_tit_ele_zon'),
      pf_tit_ele_emissao: isoOf(values, 'pf_tit_ele_emissao'),
      cidade_id: 0,
    }),
  },
  // Certificate: all 4 fields filled.
  cert: {
    fields: ['pf_cert_tipo', 'pf_cert', 'pf_cert_livro', 'pf_cert_pagina'],
    rules: {
      pf_cert_tipo: schemaRule(certificateFields.pf_cert_tipo),
      pf_cert: schemaRule(certificateFields.pf_cert),
      pf_cert_livro: schemaRule(certificateFields.pf_cert_livro),
      pf_cert_pagina: schemaRule(certificateFields.pf_cert_pagina),
    },
    fromStored: ({ cert }) => ({
      pf_cert_tipo: text(cert?.pf_cert_tipo),
      pf_cert: text(cert?.pf_cert),
      pf_cert_livro: text(cert?.pf_cert_livro),
      pf_cert_pagina: text(cert?.pf_cert_pagina),
    }),
    toBody: (values) => ({
      pf_cert: trimmed(values, 'pf_cert'),
      pf_cert_livro: trimmed(values, 'pf_cert_livro'),
      pf_cert_pagina: trimmed(values, 'pf_cert_pagina'),
      pf_cert_tipo: trimmed(values, 'pf_cert_tipo') === 'C' ? 'C' : 'N',
    }),
  },
  // Council card: type, number and issue date filled, issue date valid; validity optional.
  cart_class: {
    fields: [
      'pf_cart_class_tipo',
      'pf_cart_class',
      'pf_cart_class_emissao',
      'pf_cart_class_validade',
    ],
    rules: {
      pf_cart_class_tipo: schemaRule(councilCardFields.pf_cart_class_tipo, {
        format: t.wizard.required,
      }),
      pf_cart_class: schemaRule(councilCardFields.pf_cart_class),
      pf_cart_class_emissao: requiredDate,
      pf_cart_class_validade: validDate,
    },
    fromStored: ({ cart_class: card }) => ({
      pf_cart_class_tipo: text(card?.pf_cart_class_tipo),
      pf_cart_class: text(card?.pf_cart_class),
      pf_cart_class_emissao: date(card?.pf_cart_class_emissao),
      pf_cart_class_validade: date(card?.pf_cart_class_validade),
    }),
    toBody: (values) => ({
      pf_cart_class_tipo: trimmed(values, 'pf_cart_class_tipo'),
      pf_cart_class: trimmed(values, 'pf_cart_class'),
      pf_cart_class_emissao: isoOf(values, 'pf_cart_class_emissao'),
      pf_cart_class_validade: isoOrNull(values, 'pf_cart_class_validade'),
    }),
  },
  // Reservista: number and issue date filled, date valid.
  reservista: {
    fields: ['pf_res', 'pf_res_emissao'],
    rules: { pf_res: schemaRule(reservistFields.pf_res), pf_res_emissao: requiredDate },
    fromStored: ({ reservista }) => ({
      pf_res: text(reservista?.pf_res),
      pf_res_emissao: date(reservista?.pf_res_emissao),
    }),
    toBody: (values) => ({
      pf_res: trimmed(values, 'pf_res'),
      pf_res_emissao: isoOf(values, 'pf_res_emissao'),
    }),
  },
}

export function documentErrors(key: DocumentKey, values: DocValues): FieldErrors<DocValues> {
  return collectErrors(values, documentRules[key].rules)
}

/** A section is complete when its rules pass and what makes it count is filled. */
export function isDocumentComplete(key: DocumentKey, values: DocValues): boolean {
  const rules = documentRules[key]
  return (
    !hasErrors(documentErrors(key, values)) &&
    (rules.completeWhen ?? []).every((name) => !isBlank(values[name] ?? ''))
  )
}

/** SALVAR is enabled when the section is valid, PIS/PASEP/NIT always (it checks on submit). */
export const canSaveDocument = (key: DocumentKey, values: DocValues): boolean =>
  !!documentRules[key].alwaysSavable || !hasErrors(documentErrors(key, values))

/** Spec §4: saved only if its content differs from what was loaded (surrounding spaces aside). */
export function documentChanged(
  key: DocumentKey,
  values: DocValues,
  documentos: DocumentsRecord,
): boolean {
  return valuesChanged(key, values, documentRules[key].fromStored(documentos))
}

/** Whether the section's values differ from `loaded` (surrounding spaces aside). */
export const valuesChanged = (key: DocumentKey, values: DocValues, loaded: DocValues): boolean =>
  documentRules[key].fields.some(
    (name) => (values[name] ?? '').trim() !== (loaded[name] ?? '').trim(),
  )

// Academic degrees (section 8) --------------------------------------------------------------------

export interface CourseValues extends DocValues {
  pf_curso_grau: string
  pf_curso_situacao: string
  pf_curso: string
  pf_curso_ano_conclusao: string
}

/** Spec §3: the year defaults to the current one; the choices run to seven years ahead. */
export function yearChoices(today: string): string[] {
  const year = Number(today.slice(0, 4))
  return Array.from({ length: 8 }, (_, offset) => String(year + offset))
}

export const emptyCourse = (today: string): CourseValues => ({
  pf_curso_grau: '',
  pf_curso_situacao: '',
  pf_curso: '',
  pf_curso_ano_conclusao: today.slice(0, 4),
})

/** Degree: 4 fields filled; the year is a number of 4 characters. */
export const courseRules: FieldRules<CourseValues> = {
  pf_curso_grau: schemaRule(courseFields.pf_curso_grau),
  pf_curso_situacao: schemaRule(courseFields.pf_curso_situacao),
  pf_curso: schemaRule(courseFields.pf_curso),
  pf_curso_ano_conclusao: all(
    required,
    schemaRule(courseFields.pf_curso_ano_conclusao, { format: documentsTexts.year }),
  ),
}

export const courseErrors = (values: CourseValues) => collectErrors(values, courseRules)

/** A degree as sent (the POST's body without pf_id). */
export type CourseBody = Omit<AddCourseRequest, 'device' | 'pf_id'>

/** The degree as sent; null while the form does not hold a valid degree (SALVAR is off then). */
export function courseBody(values: CourseValues): CourseBody | null {
  const grau = courseDegreeSchema.safeParse(values.pf_curso_grau)
  const situacao = courseSituationSchema.safeParse(values.pf_curso_situacao)
  if (!grau.success || !situacao.success || hasErrors(courseErrors(values))) return null
  return {
    pf_curso_grau: grau.data,
    pf_curso_situacao: situacao.data,
    pf_curso: values.pf_curso.trim(),
    pf_curso_ano_conclusao: values.pf_curso_ano_conclusao.trim(),
  }
}

/** The degrees section is complete with at least one degree. */
export const isCoursesComplete = (courses: readonly Course[]): boolean => courses.length > 0

// The step ----------------------------------------------------------------------------------------

/**
 * The municipality's required documents (numbered 1 to 8) for this person: the driver licence
 * counts only from age 18, the reservist certificate (the 7th) only for men (spec §4, §6;
 * ADR 010 explains why the licence is gated by what it is rather than by its number).
 */
export function requiredSections(mandatory: readonly number[], age: number, sex: string): number[] {
  return SECTIONS.filter(({ number, key }) => {
    if (!mandatory.includes(number)) return false
    if (key === 'cnh') return age >= ADULT_AGE
    if (key === 'reservista') return sex === SEX.masculino
    return true
  }).map(({ number }) => number)
}

/** Complete/incomplete of each section from the saved documents and degrees. */
export function sectionsComplete(
  documentos: DocumentsRecord,
  courses: readonly Course[],
): Record<SectionKey, boolean> {
  const complete = (key: DocumentKey) =>
    isDocumentComplete(key, documentRules[key].fromStored(documentos))
  return {
    rg: complete('rg'),
    ppn: complete('ppn'),
    cnh: complete('cnh'),
    titulo_eleitor: complete('titulo_eleitor'),
    cert: complete('cert'),
    cart_class: complete('cart_class'),
    reservista: complete('reservista'),
    cursos: isCoursesComplete(courses),
  }
}

/** Step 1 is complete when every required section is (spec §4). */
export function isDocumentsStepComplete(
  mandatory: readonly number[],
  complete: Record<SectionKey, boolean>,
): boolean {
  return SECTIONS.every(({ number, key }) => !mandatory.includes(number) || complete[key])
}
