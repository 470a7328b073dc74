import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpProblem } from '../../http-problem'
import { isFaultExempt, literalPrefix } from '../../plugins/faults'
import { errorResponses } from '../responses'
import {
  faultBodySchema,
  faultParamsSchema,
  faultSchema,
  faultsAnswerSchema,
  faultsClearedSchema,
} from './schemas'

/** /__dev/faults: status and latency injection for testers (plugins/faults.ts applies them). */
const faultRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dev']

  app.post(
    '/faults',
    {
      schema: {
        tags,
        summary: 'Inject an error status and/or latency into the requests matching a path pattern',
        description:
          'A pattern without `*` is a path prefix (whole segments); with `*` it is a glob on the whole path (`*`: one or more characters within a segment, `**`: any characters across segments). Trailing slash optional, query ignored. The newest matching fault applies; with `times` it is spent after that many requests (listed with `spent: true` and its hits until removed). Never applies to /__dev, /__technician, /docs nor to CORS preflights. Give `status`, `latency_ms` or both; `message` needs `status`.',
        body: faultBodySchema,
        response: { 201: faultSchema, ...errorResponses(400, 406) },
      },
    },
    async (request, reply) => {
      const { body } = request
      if (body.status === undefined && body.latency_ms === undefined) {
        throw new HttpProblem(400, undefined, ['status', 'latency_ms'])
      }
      if (body.message !== undefined && body.status === undefined) {
        throw new HttpProblem(400, undefined, ['status'])
      }
      if (isFaultExempt(literalPrefix(body.pattern))) {
        throw HttpProblem.because(
          406,
          "The mock's own tools (/__dev, /__technician, /docs) are never faulted, so that faults can always be listed and cleared: give a pattern under an API (/auth, /meta, /social, /rh, /recad, /storage, /governanca, /cep, /files).",
          ['pattern'],
        )
      }
      return reply.code(201).send(app.faults.add(body))
    },
  )

  app.get(
    '/faults',
    {
      schema: {
        tags,
        summary:
          'Faults, newest first (the order in which they are tried); spent ones stay, `spent: true`, until removed',
        response: { 200: faultsAnswerSchema },
      },
    },
    async () => ({ faults: app.faults.list() }),
  )

  app.delete(
    '/faults',
    {
      schema: {
        tags,
        summary: 'Remove every fault',
        response: { 200: faultsClearedSchema },
      },
    },
    async () => ({ ok: true as const, removed: app.faults.clear() }),
  )

  app.delete(
    '/faults/:id',
    {
      schema: {
        tags,
        summary: 'Remove one fault; answers it',
        params: faultParamsSchema,
        response: { 200: faultSchema, ...errorResponses(404, 406) },
      },
    },
    async (request) => {
      const removed = app.faults.remove(request.params.id)
      if (!removed) throw new HttpProblem(404)
      return removed
    },
  )
}

export default faultRoutes
