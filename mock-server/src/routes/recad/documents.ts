import {
  recadDocumentChangeAnswerSchema,
  recadDocumentChangeRequestSchema,
  recadDocumentsAnswerSchema,
} from '@censo/contracts/schemas/recad/documents'
import { RECAD_CHANGE_TYPES } from '@censo/contracts/schemas/social/document-images'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changeDocument, imageItems } from '../../domain/document-images'
import { writableRecord } from '../../domain/person-write'
import { pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'
import { publicBase } from '../public-base'
import { personOf } from '../../plugins/tokens'

const changeTypes: ReadonlySet<string> = new Set(RECAD_CHANGE_TYPES)

/**
 * Step 6's case-specific lists on the recad API (census-wizard §7 Images): the read of all five
 * (each empty when the person has none) and the change for i0k6d5, er0zqc, ebdf70 and d06f17.
 * The lists live with the person's other document lists (ADR 017).
 */
const recadDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = personRouteOptions(app, ['recad: documents'])

  app.get(
    '/v1/servidor/document/:pf_id/all/',
    read(recadDocumentsAnswerSchema, {
      summary: 'The case-specific document lists (i0k6d5, er0zqc, ebdf70, d06f17, cnis)',
      params: pfIdParamsSchema,
    }),
    async (request) => {
      const person = writableRecord(app, personOf(request), request.params.pf_id)
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
    write(recadDocumentChangeAnswerSchema, {
      summary:
        'Attach a sent file to the case-specific types (add) or take it out of them (remove)',
      body: recadDocumentChangeRequestSchema,
    }),
    async (request) => {
      const at = await changeDocument(app, personOf(request), request.body, changeTypes)
      return { data: { RecadAPI: { pf_id: request.body.pf_id, data_hora: at } } }
    },
  )
}

export default recadDocumentRoutes
