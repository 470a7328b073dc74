import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import caseRoutes from './case'
import recadDocumentRoutes from './documents'
import ratingRoutes from './rating'
import receiptRoutes from './receipt'
import receiptValidationRoutes from './receipt-validation'

/** {recad}: case check record (finalize, status), the receipt, the rating and the case-specific document lists. */
const recadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(caseRoutes)
  await app.register(receiptRoutes)
  await app.register(receiptValidationRoutes)
  await app.register(ratingRoutes)
  await app.register(recadDocumentRoutes)
}

export default recadRoutes
