import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import caseRoutes from './case'
import ratingRoutes from './rating'
import receiptRoutes from './receipt'

/** {recad}: case check record (finalize, status), the receipt and the rating. */
const recadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(caseRoutes)
  await app.register(receiptRoutes)
  await app.register(ratingRoutes)
}

export default recadRoutes
