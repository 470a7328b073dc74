import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import addressRoutes from './addresses'
import codeRoutes from './codes'
import dependantRoutes from './dependants'
import documentImageRoutes from './document-images'
import documentRoutes from './documents'
import emailRoutes from './emails'
import loginRoutes from './login'
import personRoutes from './persons'
import phoneRoutes from './phones'
import profileRoutes from './profile'
import socialNetworkRoutes from './social-networks'

/** {social}: login, identity confirmation, persons, profile, documents, contacts, dependants and the document images. */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoutes)
  await app.register(codeRoutes)
  await app.register(personRoutes)
  await app.register(phoneRoutes)
  await app.register(profileRoutes)
  await app.register(documentRoutes)
  await app.register(emailRoutes)
  await app.register(addressRoutes)
  await app.register(socialNetworkRoutes)
  await app.register(dependantRoutes)
  await app.register(documentImageRoutes)
}

export default socialRoutes
