import type { KyInstance } from 'ky'
import type * as z from 'zod/mini'
import type { ExchangeField } from '../../schemas/social/exchange'
import * as s from '../../schemas/social/documents'
import { socialCall, write, type Body } from '../call'
import { readPerson } from './exchange'

/** The fields step 1 reads through the exchange: the documents and who changed each. */
export const DOCUMENT_FIELDS = [
  'documentos',
  'document_info',
] as const satisfies readonly ExchangeField[]

/** The documents of a person (step 1), with their author stamps. */
export const readDocuments = (http: KyInstance, pfId: number) =>
  readPerson(http, pfId, { fields: [...DOCUMENT_FIELDS] })

/** The write of one document: POST {social}/v1/pessoa-fisica/{path}/ (its answer is not read). */
const documentWrite =
  <Request extends z.ZodMiniType>(path: string) =>
  (http: KyInstance, body: Body<Request>) =>
    write(http, 'post', `v1/pessoa-fisica/${path}/`, body)

/** POST {social}/v1/pessoa-fisica/identidade/ */
export const saveIdentity = documentWrite<typeof s.identityRequestSchema>('identidade')
/** POST {social}/v1/pessoa-fisica/ppn/ */
export const savePpn = documentWrite<typeof s.ppnRequestSchema>('ppn')
/** POST {social}/v1/pessoa-fisica/cnh/ */
export const saveCnh = documentWrite<typeof s.cnhRequestSchema>('cnh')
/** POST {social}/v1/pessoa-fisica/titulo-eleitor/ */
export const saveVoterCard = documentWrite<typeof s.voterCardRequestSchema>('titulo-eleitor')
/** POST {social}/v1/pessoa-fisica/cert/ */
export const saveCertificate = documentWrite<typeof s.certificateRequestSchema>('cert')
/** POST {social}/v1/pessoa-fisica/cart-class/ */
export const saveCouncilCard = documentWrite<typeof s.councilCardRequestSchema>('cart-class')
/** POST {social}/v1/pessoa-fisica/res/ */
export const saveReservist = documentWrite<typeof s.reservistRequestSchema>('res')

/** GET {social}/v1/pessoa-fisica/cursos/{pf_id}/ */
export const listCourses = (http: KyInstance, pfId: number) =>
  socialCall(http, 'get', `v1/pessoa-fisica/cursos/${pfId}/`, s.coursesAnswerSchema)

/** POST {social}/v1/pessoa-fisica/cursos/ */
export const addCourse = (http: KyInstance, body: Body<typeof s.addCourseRequestSchema>) =>
  write(http, 'post', 'v1/pessoa-fisica/cursos/', body)

/** DELETE {social}/v1/pessoa-fisica/cursos/{pf_id}/{curso_id}/ — the body carries the device. */
export const deleteCourse = (http: KyInstance, pfId: number, cursoId: number) =>
  write(http, 'delete', `v1/pessoa-fisica/cursos/${pfId}/${cursoId}/`, {})
