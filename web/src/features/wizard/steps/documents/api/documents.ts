import type { Course } from '@censo/contracts'
import * as documentsClient from '@censo/contracts/client/social/documents'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import {
  DOCUMENT_KEYS,
  documentRules,
  type CourseBody,
  type DocumentKey,
  type DocValues,
} from '../rules'
import { loggedLoad } from '@/features/wizard/api/logged-load'
import { throwIfNetworkFailure } from '@/lib/network-failure'
import { saveKey, type SaveKind, type SaveVariables } from '@/features/wizard/saves/queued-saves'

/** The documents of step 1 and who changed each, read through the exchange. */
export const documentsQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'documents', pfId],
    queryFn: () =>
      loggedLoad('documents load', async () => {
        const person = await documentsClient.readDocuments(api.social, pfId)
        if (!person.documentos) throw new Error('exchange: documentos missing')
        return { documentos: person.documentos, info: person.document_info ?? {} }
      }),
  })

/** The degrees list (section 8); its load failure is swallowed (spec §8): an empty list. */
export const coursesQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'courses', pfId],
    queryFn: async () => {
      try {
        return await documentsClient.listCourses(api.social, pfId)
      } catch (error) {
        throwIfNetworkFailure(error)
        console.warn('wizard: degrees load failed', error)
        return []
      }
    },
  })

const savers: { [Key in DocumentKey]: (pfId: number, values: DocValues) => Promise<void> } = {
  rg: (pfId, values) =>
    documentsClient.saveIdentity(api.social, { pf_id: pfId, ...documentRules.rg.toBody(values) }),
  ppn: (pfId, values) =>
    documentsClient.savePpn(api.social, { pf_id: pfId, ...documentRules.ppn.toBody(values) }),
  cnh: (pfId, values) =>
    documentsClient.saveCnh(api.social, { pf_id: pfId, ...documentRules.cnh.toBody(values) }),
  titulo_eleitor: (pfId, values) =>
    documentsClient.saveVoterCard(api.social, {
      pf_id: pfId,
      ...documentRules.titulo_eleitor.toBody(values),
    }),
  cert: (pfId, values) =>
    documentsClient.saveCertificate(api.social, {
      pf_id: pfId,
      ...documentRules.cert.toBody(values),
    }),
  cart_class: (pfId, values) =>
    documentsClient.saveCouncilCard(api.social, {
      pf_id: pfId,
      ...documentRules.cart_class.toBody(values),
    }),
  reservista: (pfId, values) =>
    documentsClient.saveReservist(api.social, {
      pf_id: pfId,
      ...documentRules.reservista.toBody(values),
    }),
}

/** The kind of save of one document section (docs/decisions/028): 'documentos:rg'… */
export const documentSaveKind = (key: DocumentKey) => `documentos:${key}`
export const COURSE_ADD = 'documentos:cursos:add'
export const COURSE_REMOVE = 'documentos:cursos:remove'

const documentsKey = (pfId: number) => documentsQueryOptions(pfId).queryKey
const coursesKey = (pfId: number) => coursesQueryOptions(pfId).queryKey

/**
 * One document section's save: its form values, written as today. A replay writes the same
 * values again, so nothing is asked before it.
 */
const documentSave = (key: DocumentKey): SaveKind<DocValues> => ({
  kind: documentSaveKind(key),
  send: (pfId, values) => savers[key](pfId, values),
  stale: (pfId) => [documentsKey(pfId)],
})

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether the listed degree is the one this body adds. */
export const isCourseOf = (course: Course, body: CourseBody) =>
  course.pf_curso_grau === body.pf_curso_grau &&
  course.pf_curso_situacao === body.pf_curso_situacao &&
  sameText(course.pf_curso, body.pf_curso) &&
  course.pf_curso_ano_conclusao.trim() === body.pf_curso_ano_conclusao.trim()

/** Adding or removing a degree makes the degrees and the documents (their stamps) stale. */
const courseStale = (pfId: number) => [coursesKey(pfId), documentsKey(pfId)]

const addCourse: SaveKind<CourseBody> = {
  kind: COURSE_ADD,
  send: (pfId, body) => documentsClient.addCourse(api.social, { pf_id: pfId, ...body }),
  alreadySaved: async (pfId, body) =>
    (await documentsClient.listCourses(api.social, pfId)).some((course) =>
      isCourseOf(course, body),
    ),
  stale: courseStale,
}

const removeCourse: SaveKind<Course> = {
  kind: COURSE_REMOVE,
  send: (pfId, course) => documentsClient.deleteCourse(api.social, pfId, course.curso_id),
  alreadySaved: async (pfId, course) =>
    !(await documentsClient.listCourses(api.social, pfId)).some(
      (listed) => listed.curso_id === course.curso_id,
    ),
  stale: courseStale,
}

/** Every save of step 1, for the query client's defaults. */
export const documentSaves: SaveKind<never>[] = [
  ...DOCUMENT_KEYS.map((key) => documentSave(key)),
  addCourse,
  removeCourse,
]

/** Saves one document section (a queued save: offline it waits on the device). */
export function useSaveDocument(key: DocumentKey) {
  return useMutation<void, Error, SaveVariables<DocValues>>({
    mutationKey: saveKey(documentSaveKind(key)),
  })
}

/** Adds a degree (a queued save: offline it waits on the device). */
export function useAddCourse() {
  return useMutation<void, Error, SaveVariables<CourseBody>>({ mutationKey: saveKey(COURSE_ADD) })
}
