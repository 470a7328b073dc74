import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import storageFileRoutes from './files'
import storageServeRoutes from './serve'

/** {storage}: step 6's uploads, their promises, a person's files, delete, and the signed files. */
const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(storageFileRoutes)
  await app.register(storageServeRoutes)
}

export default storageRoutes
