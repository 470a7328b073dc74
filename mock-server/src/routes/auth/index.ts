import { authAnswerSchema, authRequestSchema } from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpProblem } from '../../http-problem'
import { errorResponses } from '../responses'

/** {auth}: the app token. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/auth/',
    {
      schema: {
        tags: ['auth'],
        summary: 'App token (answers 401 with access_token, as the spec says)',
        body: authRequestSchema,
        response: { 401: authAnswerSchema, ...errorResponses(400, 403, 406, 500) },
      },
    },
    async (request, reply) => {
      if (request.body.apikey !== app.config.apiKey) throw new HttpProblem(403)
      return reply.code(401).send({ access_token: await app.tokens.signApp() })
    },
  )
}

export default authRoutes
