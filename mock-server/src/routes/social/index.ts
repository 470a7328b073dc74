import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import codeRoutes from './codes'
import loginRoutes from './login'
import personRoutes from './persons'
import phoneRoutes from './phones'

/** {social}: login, identity confirmation, persons and phones. */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes)
  await app.register(codeRoutes)
  await app.register(personRoutes)
  await app.register(phoneRoutes)
}

export default socialRoutes
