import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import employmentRoutes from './employment'

/** {rh}: the person's employment records (step 4). */
const rhRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(employmentRoutes)
}

export default rhRoutes
