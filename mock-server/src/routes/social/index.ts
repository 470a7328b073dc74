import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import codeRoutes from './codes'
import documentRoutes from './documents'
import loginRoutes from './login'
import personRoutes from './persons'
import phoneRoutes from './phones'
import profileRoutes from './profile'

/** {social}: login, identity confirmation, persons, phones, profile and documents. */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes)
  await app.register(codeRoutes)
  await app.register(personRoutes)
  await app.register(phoneRoutes)
  await app.register(profileRoutes)
  await app.register(documentRoutes)
}

export default socialRoutes
