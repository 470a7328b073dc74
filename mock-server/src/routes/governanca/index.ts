import {
  cargosAnswerSchema,
  lotacoesAnswerSchema,
} from '@censo/contracts/schemas/governanca/lookups'
import { governancaOf } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpProblem } from '../../http-problem'
import { errorResponses, READ_ERRORS } from '../responses'

/**
 * {governanca}: the job titles and units of the person's entity (census-wizard §7, step 4). A
 * person token is needed, as for every read of the record; the entity is the person's.
 */
const governancaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['governança']

  app.get(
    '/v1/cargo/',
    {
      preHandler: app.requirePerson,
      schema: {
        tags,
        summary: "Job titles of the person's entity",
        response: { 200: cargosAnswerSchema, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      if (!request.person) throw new HttpProblem(401)
      return { data: { GovernancaAPI: governancaOf(request.person.entity).cargos } }
    },
  )

  app.get(
    '/v1/lotacao/',
    {
      preHandler: app.requirePerson,
      schema: {
        tags,
        summary: "Units (lotações) of the person's entity",
        response: { 200: lotacoesAnswerSchema, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      if (!request.person) throw new HttpProblem(401)
      return { data: { GovernancaAPI: governancaOf(request.person.entity).lotacoes } }
    },
  )
}

export default governancaRoutes
