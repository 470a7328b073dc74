import type { KyInstance } from 'ky'
import * as documents from '../schemas/documents'
import { savedAnswerSchema } from '../schemas/profile'
import type { ExchangeField } from '../schemas/exchange'
import { readPerson } from './profile'

type Body<T> = Omit<T, 'device'>

/** The fields step 1 reads through the exchange: the documents and who changed each. */
export const DOCUMENT_FIELDS = [
  'documentos',
  'document_info',
] as const satisfies readonly ExchangeField[]

/** The documents of a person (step 1), with their author stamps. */
export const readDocuments = (http: KyInstance, pfId: number) =>
  readPerson(http, pfId, { fields: [...DOCUMENT_FIELDS] })

async function save(http: KyInstance, path: string, body: object) {
  const answer = await http.post(path, { json: body }).json(savedAnswerSchema)
  return answer.data.SocialAPI
}

/** POST {social}/v1/pessoa-fisica/identidade/ */
export const saveIdentity = (http: KyInstance, body: Body<documents.IdentityRequest>) =>
  save(http, 'v1/pessoa-fisica/identidade/', body)

/** POST {social}/v1/pessoa-fisica/ppn/ */
export const savePpn = (http: KyInstance, body: Body<documents.PpnRequest>) =>
  save(http, 'v1/pessoa-fisica/ppn/', body)

/** POST {social}/v1/pessoa-fisica/cnh/ */
export const saveCnh = (http: KyInstance, body: Body<documents.CnhRequest>) =>
  save(http, 'v1/pessoa-fisica/cnh/', body)

/** POST {social}/v1/pessoa-fisica/titulo-eleitor/ */
export const saveVoterCard = (http: KyInstance, body: Body<documents.VoterCardRequest>) =>
  save(http, 'v1/pessoa-fisica/titulo-eleitor/', body)

/** POST {social}/v1/pessoa-fisica/cert/ */
export const saveCertificate = (http: KyInstance, body: Body<documents.CertificateRequest>) =>
  save(http, 'v1/pessoa-fisica/cert/', body)

/** POST {social}/v1/pessoa-fisica/cart-class/ */
export const saveCouncilCard = (http: KyInstance, body: Body<documents.CouncilCardRequest>) =>
  save(http, 'v1/pessoa-fisica/cart-class/', body)

/** POST {social}/v1/pessoa-fisica/res/ */
export const saveReservist = (http: KyInstance, body: Body<documents.ReservistRequest>) =>
  save(http, 'v1/pessoa-fisica/res/', body)

/** GET {social}/v1/pessoa-fisica/cursos/{pf_id}/ */
export async function listCourses(http: KyInstance, pfId: number) {
  const answer = await http
    .get(`v1/pessoa-fisica/cursos/${pfId}/`)
    .json(documents.coursesAnswerSchema)
  return answer.data.SocialAPI
}

/** POST {social}/v1/pessoa-fisica/cursos/ */
export async function addCourse(http: KyInstance, body: Body<documents.AddCourseRequest>) {
  const answer = await http
    .post('v1/pessoa-fisica/cursos/', { json: body })
    .json(documents.addCourseAnswerSchema)
  return answer.data.SocialAPI
}

/** DELETE {social}/v1/pessoa-fisica/cursos/{pf_id}/{curso_id}/ — the body carries the device. */
export async function deleteCourse(http: KyInstance, pfId: number, cursoId: number) {
  const answer = await http
    .delete(`v1/pessoa-fisica/cursos/${pfId}/${cursoId}/`, { json: {} })
    .json(savedAnswerSchema)
  return answer.data.SocialAPI
}
