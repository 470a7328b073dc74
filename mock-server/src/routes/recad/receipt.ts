import { receiptAnswerSchema } from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findPerson, requireSelf } from '../../domain/persons'
import { receiptFileName } from '../../domain/receipt'
import { HttpProblem } from '../../http-problem'
import { publicBase } from '../public-base'
import { errorResponses, READ_ERRORS } from '../responses'
import { pfIdParamsSchema } from '../params'

/** {recad} validate report: the receipt of a done case. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/validate/:pf_id/report/',
    {
      preHandler: app.requirePerson,
      schema: {
        tags: ['recad: case'],
        summary: 'Address of the receipt PDF (404 until the case is done)',
        params: pfIdParamsSchema,
        response: { 200: receiptAnswerSchema, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      const self = requireSelf(request.person, request.params.pf_id)
      const record = findPerson(app.store.data, self.pf_id)?.case
      // No receipt exists before consolidation: the same 404 for none, locked and released.
      if (record?.status !== 'done' || !record.validation_hash) throw new HttpProblem(404)
      const file = receiptFileName(self.pf_id, record.validation_hash)
      return {
        data: { RecadAPI: { url_file: `${publicBase(app, request)}/files/receipts/${file}` } },
      }
    },
  )
}

export default receiptRoutes
