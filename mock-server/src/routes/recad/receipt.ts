import { receiptAnswerSchema } from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownCase } from '../../domain/persons'
import { receiptFileName } from '../../domain/receipt'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { publicBase } from '../public-base'
import { pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'

/** {recad} validate report: the receipt of a done case. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read } = personRouteOptions(app, ['recad: case'])

  app.get(
    '/v1/validate/:pf_id/report/',
    read(receiptAnswerSchema, {
      summary: 'Address of the receipt PDF (404 until the case is done)',
      params: pfIdParamsSchema,
    }),
    async (request) => {
      const { pf_id } = request.params
      const record = ownCase(app.store.data, personOf(request), pf_id)
      // No receipt exists before consolidation: the same 404 for none, locked and released.
      if (record?.status !== 'done' || !record.validation_hash) throw new HttpProblem(404)
      const file = receiptFileName(pf_id, record.validation_hash)
      return {
        data: { RecadAPI: { url_file: `${publicBase(app, request)}/files/receipts/${file}` } },
      }
    },
  )
}

export default receiptRoutes
