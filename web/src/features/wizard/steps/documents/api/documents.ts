import type { Course } from '@censo/contracts'
import * as documentsClient from '@censo/contracts/client/social/documents'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import {
  courseBody,
  documentRules,
  type CourseValues,
  type DocumentKey,
  type DocValues,
} from '../rules'
import { loggedLoad } from '@/features/wizard/api/logged-load'
import { throwIfNetworkFailure } from '@/lib/network-failure'

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

/** Saves one document and reloads the documents (their marks and the step completeness). */
export function useSaveDocumentMutation(pfId: number, key: DocumentKey) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: DocValues) => savers[key](pfId, values),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentsQueryOptions(pfId).queryKey }),
  })
}

/** Adding or removing a degree reloads the degrees list and the documents. */
function useReloadCourses(pfId: number) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: coursesQueryOptions(pfId).queryKey }),
      queryClient.invalidateQueries({ queryKey: documentsQueryOptions(pfId).queryKey }),
    ])
}

export function useAddCourseMutation(pfId: number) {
  const reload = useReloadCourses(pfId)
  return useMutation({
    mutationFn: (values: CourseValues) => {
      const body = courseBody(values)
      if (!body) return Promise.reject(new Error('degree: invalid form'))
      return documentsClient.addCourse(api.social, { pf_id: pfId, ...body })
    },
    onSuccess: reload,
  })
}

/** Removes a degree, given its card (the list marks the one going). */
export function useDeleteCourseMutation(pfId: number) {
  const reload = useReloadCourses(pfId)
  return useMutation({
    mutationFn: (course: Course) => documentsClient.deleteCourse(api.social, pfId, course.curso_id),
    onSuccess: reload,
  })
}
