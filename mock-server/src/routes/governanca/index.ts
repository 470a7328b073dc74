import {
  cargosAnswerSchema,
  lotacoesAnswerSchema,
} from '@censo/contracts/schemas/governanca/lookups'
import { governancaOf } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { personOf } from '../../plugins/tokens'
import { personRouteOptions } from '../route-options'

/**
 * {governanca}: the job titles and units of the person's entity (census-wizard §7, step 4). A
 * person token is needed, as for every read of the record; the entity is the person's.
 */
const governancaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read } = personRouteOptions(app, ['governança'])

  app.get(
    '/v1/cargo/',
    read(cargosAnswerSchema, { summary: "Job titles of the person's entity" }),
    async (request) => ({ data: { GovernancaAPI: governancaOf(personOf(request).entity).cargos } }),
  )

  app.get(
    '/v1/lotacao/',
    read(lotacoesAnswerSchema, { summary: "Units (lotações) of the person's entity" }),
    async (request) => ({
      data: { GovernancaAPI: governancaOf(personOf(request).entity).lotacoes },
    }),
  )
}

export default governancaRoutes
