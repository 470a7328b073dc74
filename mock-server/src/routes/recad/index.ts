import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import caseRoutes from './case'
import receiptRoutes from './receipt'

/** {recad}: case check record (finalize, status) and the receipt. */
const recadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(caseRoutes)
  await app.register(receiptRoutes)
}

export default recadRoutes
