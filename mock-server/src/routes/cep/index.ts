import { postalCodeAnswerSchema, type PostalCode } from '@censo/contracts/schemas/cep/postal-code'
import { cepSchema } from '@censo/contracts/schemas/social/addresses'
import { ceps, placeIdsOf, type CepEntry } from '@censo/fixtures/ceps'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { HttpProblem } from '../../http-problem'
import { errorResponses } from '../responses'

const byCep = new Map(ceps.map((entry) => [entry.cep, entry]))

/** The service's answer for a known postal code; a whole city's has no neighbourhood nor street. */
export function postalCodeOf(entry: CepEntry): PostalCode {
  const { cidade_id, bairro_id } = placeIdsOf(entry)
  return {
    cep: entry.cep,
    cidade: { cidade: entry.cidade, cidade_id },
    uf: { uf_sigla: entry.uf },
    bairro: entry.bairro === null ? null : { bairro: entry.bairro, bairro_id },
    endereco:
      entry.tipo_logradouro === null || entry.logradouro === null
        ? null
        : { tipo_logradouro: entry.tipo_logradouro, logradouro: entry.logradouro },
  }
}

/** {cep}: the postal-code service (census-wizard §7 Postal code), public like the real one. */
const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/cep/:cep/',
    {
      schema: {
        tags: ['cep'],
        summary: 'Where a postal code is (404 when unknown; a malformed CEP is 406)',
        params: z.object({ cep: cepSchema }),
        response: { 200: postalCodeAnswerSchema, ...errorResponses(404, 406, 500) },
      },
    },
    async (request) => {
      const entry = byCep.get(request.params.cep)
      if (!entry) throw new HttpProblem(404)
      return { data: { entidade_cep: postalCodeOf(entry) } }
    },
  )
}

export default cepRoutes
