import {
  caseStatusAnswerSchema,
  finalizeAnswerSchema,
  finalizeRequestSchema,
} from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { caseRecord, finalize } from '../../domain/case'
import { ownCase, requireSelf } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { updateCase } from '../../domain/case-updates'
import { nowIso } from '../../domain/clock'
import { pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'
import { errorResponses, WRITE_ERRORS } from '../responses'

/** {recad} higienize-segurado: the person's case check record. */
const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recad: case']
  const { read } = personRouteOptions(app, tags)

  app.post(
    '/v1/higienize-segurado/',
    {
      onRequest: app.requirePerson,
      schema: {
        tags,
        summary: 'Finalize (CONCLUIR): none or released → locked; 409 when locked or done',
        body: finalizeRequestSchema,
        response: { 200: finalizeAnswerSchema, ...errorResponses(...WRITE_ERRORS, 409) },
      },
    },
    async (request) => {
      const self = requireSelf(personOf(request), request.body.pf_id)
      const at = nowIso(app)
      await updateCase(app, self.pf_id, (record) => finalize(record, at))
      return { data: { RecadAPI: { status: 'locked' as const, data_hora: at } } }
    },
  )

  app.get(
    '/v1/higienize-segurado/:pf_id/',
    read(caseStatusAnswerSchema, {
      summary: 'Case status (404 while the person has no case)',
      params: pfIdParamsSchema,
    }),
    async (request) => {
      const record = ownCase(app.store.data, personOf(request), request.params.pf_id)
      if (!record) throw new HttpProblem(404)
      return { data: { RecadAPI: caseRecord(record) } }
    },
  )
}

export default caseRoutes
