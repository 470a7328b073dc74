import {
  recadDocumentChangeAnswerSchema,
  recadDocumentChangeRequestSchema,
  recadDocumentsAnswerSchema,
} from '@censo/contracts/schemas/recad/documents'
import { RECAD_CHANGE_TYPES } from '@censo/contracts/schemas/social/document-images'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { imageItems } from '../../domain/document-images'
import { writableRecord } from '../../domain/person-write'
import { pfIdParamsSchema } from '../params'
import { publicBase } from '../public-base'
import { errorResponses, PERSON_WRITE_ERRORS, READ_ERRORS } from '../responses'
import { changeDocument, rejectTypes } from '../social/document-images'

const tags = ['recad: documents']
const changeTypes: ReadonlySet<string> = new Set(RECAD_CHANGE_TYPES)

/**
 * Step 6's case-specific lists on the recad API (census-wizard §7 Images): the read of all five
 * (each empty when the person has none) and the change for i0k6d5, er0zqc, ebdf70 and d06f17.
 * The lists live with the person's other document lists (ADR 017).
 */
const recadDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/servidor/document/:pf_id/all/',
    {
      preHandler: app.requirePerson,
      schema: {
        tags,
        summary: 'The case-specific document lists (i0k6d5, er0zqc, ebdf70, d06f17, cnis)',
        params: pfIdParamsSchema,
        response: { 200: recadDocumentsAnswerSchema, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      const person = writableRecord(app, request.person, request.params.pf_id)
      const base = publicBase(app, request)
      const list = (type: string) => imageItems(app, person.imagens?.[type] ?? [], base)
      return {
        data: {
          RecadAPI: {
            i0k6d5: list('i0k6d5'),
            er0zqc: list('er0zqc'),
            ebdf70: list('ebdf70'),
            d06f17: list('d06f17'),
            cnis: list('cnis'),
          },
        },
      }
    },
  )

  app.put(
    '/v1/servidor/document/change/',
    {
      preHandler: [app.requirePerson, app.requireEditableCase],
      schema: {
        tags,
        summary:
          'Attach a sent file to the case-specific types (add) or take it out of them (remove)',
        body: recadDocumentChangeRequestSchema,
        response: {
          200: recadDocumentChangeAnswerSchema,
          ...errorResponses(...PERSON_WRITE_ERRORS),
        },
      },
    },
    async (request) => {
      const { add, remove, pf_id } = request.body
      writableRecord(app, request.person, pf_id)
      rejectTypes(add, remove, changeTypes)
      const at = await changeDocument(app, request.person, request.body)
      return { data: { RecadAPI: { pf_id, data_hora: at } } }
    },
  )
}

export default recadDocumentRoutes
