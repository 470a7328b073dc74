import { parseProtocol } from '@censo/contracts'
import {
  receiptValidationAnswerSchema,
  receiptValidationParamsSchema,
} from '@censo/contracts/schemas/recad/receipt-validation'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { receiptByHash, receiptValidation } from '../../domain/receipt-validation'
import { HttpProblem } from '../../http-problem'
import { errorResponses } from '../responses'

/**
 * {recad} public receipt validation (ADR 019): anyone holding a receipt asks whether its
 * protocol belongs to a consolidated case. No token; limited per client IP.
 */
const receiptValidationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/validate/receipt/:protocol/',
    {
      schema: {
        tags: ['recad: case'],
        summary:
          'Public: is a receipt authentic? Its facts (name and CPF masked) or 404; 406 malformed; 429 over the per-client limit',
        security: [],
        params: receiptValidationParamsSchema,
        response: {
          200: receiptValidationAnswerSchema,
          ...errorResponses(400, 404, 406, 429, 500),
        },
      },
    },
    async (request) => {
      // Every look-up counts, found or not (guessing protocols is what the limit stops).
      const now = app.config.now()
      const wait = app.receiptLookups.refusal(request.ip, now)
      if (wait !== null) throw HttpProblem.tooMany(wait)
      app.receiptLookups.hit(request.ip, now)
      const hash = parseProtocol(request.params.protocol)
      const source = hash ? receiptByHash(app.store.data, hash) : undefined
      if (!source) throw new HttpProblem(404)
      return { data: { RecadAPI: receiptValidation(source) } }
    },
  )
}

export default receiptValidationRoutes
