import * as z from 'zod/mini'
import { isoDateSchema, isoDateTimeSchema, pfIdSchema, ufSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'
import { calendarDateSchema, listCodeSchema } from './record'

/** Step 1 Documentos: the eight documents of the accordion, read and written (spec §3, §7). */

/** A document number, book, page, section… as typed: filled, at most `max` characters. */
const filled = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
/** A value the record may lack (imported from older systems, or never given). */
const stored = z.nullable(z.string())
const storedDate = z.nullable(isoDateSchema)

// Shapes of each write (pf_id and device added below) -------------------------------------------

/** Identidade: all four fields (spec §5). */
export const identityFields = {
  pf_rg: filled(20),
  pf_rg_emissao: calendarDateSchema,
  pf_rg_uf: ufSchema,
  pf_rg_ent_classe_meta: listCodeSchema,
}

/** PIS/PASEP/NIT: at most 11 characters (digits); saving is always allowed, so both may be null. */
export const ppnFields = {
  // Two checks (length, then digits) so that a form can say which one failed.
  pf_ppn: z.nullable(z.string().check(z.maxLength(11), z.regex(/^\d+$/))),
  pf_ppn_emissao: z.nullable(calendarDateSchema),
}

/** CNH: everything but the observation (at most 35); `cidade_id` is 0 (spec §3). */
export const cnhFields = {
  pf_cnh: filled(20),
  pf_cnh_validade: calendarDateSchema,
  pf_cnh_prim_hab: calendarDateSchema,
  pf_cnh_cat: listCodeSchema,
  pf_cnh_obs: z.nullable(z.string().check(z.maxLength(35))),
  pf_cnh_emissao: calendarDateSchema,
  cidade_id: z.number().check(z.int(), z.gte(0)),
}

/** Título de eleitor: number, section, zone, issue date and city (ADR 010: city 0). */
export const voterCardFields = {
  pf_tit_ele: filled(20),
  pf_tit_ele_sec: filled(10),
  pf_tit_ele_zon: filled(10),
  pf_tit_ele_emissao: calendarDateSchema,
  cidade_id: z.number().check(z.int(), z.gte(0)),
}

/** N certidão de nascimento, C certidão de casamento. */
export const certTypeSchema = z.enum(['N', 'C'])
/** Certidão: all four fields. */
export const certificateFields = {
  pf_cert: filled(40),
  pf_cert_livro: filled(20),
  pf_cert_pagina: filled(20),
  pf_cert_tipo: certTypeSchema,
}

/** Acronym of a professional council (the web's list of about 50): letters only. */
export const councilAcronymSchema = z.string().check(z.regex(/^[A-Za-z]{2,10}$/))
/** Conselho de classe: type, number and issue date; validity optional. */
export const councilCardFields = {
  pf_cart_class_tipo: councilAcronymSchema,
  pf_cart_class: filled(20),
  pf_cart_class_emissao: calendarDateSchema,
  pf_cart_class_validade: z.nullable(calendarDateSchema),
}

/** Reservista: number and issue date. */
export const reservistFields = {
  pf_res: filled(20),
  pf_res_emissao: calendarDateSchema,
}

/** G Graduação, PG Pós-Graduação/Especialização, M Mestrado, D Doutorado, PD Pós-Doutorado. */
export const courseDegreeSchema = z.enum(['G', 'PG', 'M', 'D', 'PD'])
export type CourseDegree = z.infer<typeof courseDegreeSchema>
/** C Concluído, CS Cursando, A Abandonado. */
export const courseSituationSchema = z.enum(['C', 'CS', 'A'])
export type CourseSituation = z.infer<typeof courseSituationSchema>
/** Formação acadêmica: the four fields; the year has 4 characters. */
export const courseFields = {
  pf_curso_grau: courseDegreeSchema,
  pf_curso_situacao: courseSituationSchema,
  pf_curso: filled(200),
  pf_curso_ano_conclusao: z.string().check(z.regex(/^\d{4}$/)),
}

// Writes ----------------------------------------------------------------------------------------

/** POST {social}/v1/pessoa-fisica/identidade/ */
export const identityRequestSchema = withDevice({ pf_id: pfIdSchema, ...identityFields })
export type IdentityRequest = z.infer<typeof identityRequestSchema>
/** POST {social}/v1/pessoa-fisica/ppn/ */
export const ppnRequestSchema = withDevice({ pf_id: pfIdSchema, ...ppnFields })
export type PpnRequest = z.infer<typeof ppnRequestSchema>
/** POST {social}/v1/pessoa-fisica/cnh/ */
export const cnhRequestSchema = withDevice({ pf_id: pfIdSchema, ...cnhFields })
export type CnhRequest = z.infer<typeof cnhRequestSchema>
/** POST {social}/v1/pessoa-fisica/titulo-eleitor/ */
export const voterCardRequestSchema = withDevice({ pf_id: pfIdSchema, ...voterCardFields })
export type VoterCardRequest = z.infer<typeof voterCardRequestSchema>
/** POST {social}/v1/pessoa-fisica/cert/ */
export const certificateRequestSchema = withDevice({ pf_id: pfIdSchema, ...certificateFields })
export type CertificateRequest = z.infer<typeof certificateRequestSchema>
/** POST {social}/v1/pessoa-fisica/cart-class/ */
export const councilCardRequestSchema = withDevice({ pf_id: pfIdSchema, ...councilCardFields })
export type CouncilCardRequest = z.infer<typeof councilCardRequestSchema>
/** POST {social}/v1/pessoa-fisica/res/ */
export const reservistRequestSchema = withDevice({ pf_id: pfIdSchema, ...reservistFields })
export type ReservistRequest = z.infer<typeof reservistRequestSchema>

/** POST {social}/v1/pessoa-fisica/cursos/ */
export const addCourseRequestSchema = withDevice({ pf_id: pfIdSchema, ...courseFields })
export type AddCourseRequest = z.infer<typeof addCourseRequestSchema>
export const addCourseAnswerSchema = socialAnswer(
  z.object({ pf_id: pfIdSchema, curso_id: pfIdSchema, data_hora: isoDateTimeSchema }),
)

export const courseSchema = z.object({ curso_id: pfIdSchema, ...courseFields })
export type Course = z.infer<typeof courseSchema>
/** GET {social}/v1/pessoa-fisica/cursos/{pf_id}/ */
export const coursesAnswerSchema = socialAnswer(z.array(courseSchema))

// The documents as the exchange reads them (`documentos` of the person record) ----------------

export const storedIdentitySchema = z.object({
  pf_rg: stored,
  pf_rg_emissao: storedDate,
  pf_rg_uf: stored,
  pf_rg_ent_classe_meta: stored,
})
export const storedPpnSchema = z.object({ pf_ppn: stored, pf_ppn_emissao: storedDate })
export const storedCnhSchema = z.object({
  pf_cnh: stored,
  pf_cnh_validade: storedDate,
  pf_cnh_prim_hab: storedDate,
  pf_cnh_cat: stored,
  pf_cnh_obs: stored,
  pf_cnh_emissao: storedDate,
  cidade_id: z.optional(z.nullable(z.number())),
})
export const storedVoterCardSchema = z.object({
  pf_tit_ele: stored,
  pf_tit_ele_sec: stored,
  pf_tit_ele_zon: stored,
  pf_tit_ele_emissao: storedDate,
  cidade_id: z.optional(z.nullable(z.number())),
})
export const storedCertificateSchema = z.object({
  pf_cert: stored,
  pf_cert_livro: stored,
  pf_cert_pagina: stored,
  pf_cert_tipo: z.nullable(certTypeSchema),
})
export const storedCouncilCardSchema = z.object({
  pf_cart_class_tipo: stored,
  pf_cart_class: stored,
  pf_cart_class_emissao: storedDate,
  pf_cart_class_validade: storedDate,
})
export const storedReservistSchema = z.object({ pf_res: stored, pf_res_emissao: storedDate })
/** Carteira de trabalho: part of the record, not edited by the wizard. */
export const storedCtpsSchema = z.object({ pf_ctps: stored, pf_ctps_serie: stored })

/**
 * `documentos` of the person record (spec §3): null where the person has none. The web reads the
 * documents and the work card; the fields it does not read are optional (ADR 024).
 */
export const documentsRecordSchema = z.object({
  /** Not read from here by the web (the profile's cpf is), nor `cursos` (read on their own). */
  cpf: z.optional(z.nullable(z.string())),
  rg: z.nullable(storedIdentitySchema),
  ppn: z.nullable(storedPpnSchema),
  cnh: z.nullable(storedCnhSchema),
  titulo_eleitor: z.nullable(storedVoterCardSchema),
  cert: z.nullable(storedCertificateSchema),
  cart_class: z.nullable(storedCouncilCardSchema),
  reservista: z.nullable(storedReservistSchema),
  cursos: z.optional(z.array(courseSchema)),
  ctps: z.nullable(storedCtpsSchema),
})
export type DocumentsRecord = z.infer<typeof documentsRecordSchema>
export type StoredIdentity = z.infer<typeof storedIdentitySchema>
export type StoredPpn = z.infer<typeof storedPpnSchema>
export type StoredCnh = z.infer<typeof storedCnhSchema>
export type StoredVoterCard = z.infer<typeof storedVoterCardSchema>
export type StoredCertificate = z.infer<typeof storedCertificateSchema>
export type StoredCouncilCard = z.infer<typeof storedCouncilCardSchema>
export type StoredReservist = z.infer<typeof storedReservistSchema>
export type StoredCtps = z.infer<typeof storedCtpsSchema>

/** Step 1's part of the person record the exchange reads (optional: asked by list). */
export const documentsRecordShape = { documentos: z.optional(documentsRecordSchema) }
export const documentsRecordFields = [
  'documentos',
] as const satisfies readonly (keyof typeof documentsRecordShape)[]
