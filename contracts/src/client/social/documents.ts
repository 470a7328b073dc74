import type { KyInstance } from 'ky'
import type { ExchangeField } from '../../schemas/social/exchange'
import * as s from '../../schemas/social/documents'
import { savedAnswerSchema } from '../../schemas/social/record'
import { socialCall, type Body } from '../call'
import { readPerson } from './exchange'

/** The fields step 1 reads through the exchange: the documents and who changed each. */
export const DOCUMENT_FIELDS = [
  'documentos',
  'document_info',
] as const satisfies readonly ExchangeField[]

/** The documents of a person (step 1), with their author stamps. */
export const readDocuments = (http: KyInstance, pfId: number) =>
  readPerson(http, pfId, { fields: [...DOCUMENT_FIELDS] })

/** POST {social}/v1/pessoa-fisica/identidade/ */
export const saveIdentity = (http: KyInstance, body: Body<typeof s.identityRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/identidade/', savedAnswerSchema, body)

/** POST {social}/v1/pessoa-fisica/ppn/ */
export const savePpn = (http: KyInstance, body: Body<typeof s.ppnRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/ppn/', savedAnswerSchema, body)

/** POST {social}/v1/pessoa-fisica/cnh/ */
export const saveCnh = (http: KyInstance, body: Body<typeof s.cnhRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/cnh/', savedAnswerSchema, body)

/** POST {social}/v1/pessoa-fisica/titulo-eleitor/ */
export const saveVoterCard = (http: KyInstance, body: Body<typeof s.voterCardRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/titulo-eleitor/', savedAnswerSchema, body)

/** POST {social}/v1/pessoa-fisica/cert/ */
export const saveCertificate = (http: KyInstance, body: Body<typeof s.certificateRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/cert/', savedAnswerSchema, body)

/** POST {social}/v1/pessoa-fisica/cart-class/ */
export const saveCouncilCard = (http: KyInstance, body: Body<typeof s.councilCardRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/cart-class/', savedAnswerSchema, body)

/** POST {social}/v1/pessoa-fisica/res/ */
export const saveReservist = (http: KyInstance, body: Body<typeof s.reservistRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/res/', savedAnswerSchema, body)

/** GET {social}/v1/pessoa-fisica/cursos/{pf_id}/ */
export const listCourses = (http: KyInstance, pfId: number) =>
  socialCall(http, 'get', `v1/pessoa-fisica/cursos/${pfId}/`, s.coursesAnswerSchema)

/** POST {social}/v1/pessoa-fisica/cursos/ */
export const addCourse = (http: KyInstance, body: Body<typeof s.addCourseRequestSchema>) =>
  socialCall(http, 'post', 'v1/pessoa-fisica/cursos/', s.addCourseAnswerSchema, body)

/** DELETE {social}/v1/pessoa-fisica/cursos/{pf_id}/{curso_id}/ — the body carries the device. */
export const deleteCourse = (http: KyInstance, pfId: number, cursoId: number) =>
  socialCall(http, 'delete', `v1/pessoa-fisica/cursos/${pfId}/${cursoId}/`, savedAnswerSchema, {})
