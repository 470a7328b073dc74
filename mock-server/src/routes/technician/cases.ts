import { TECHNICIAN_PF_ID, type SeedCase, type SeedPerson } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { consolidate, release, relock } from '../../domain/case'
import { notifyOutcome } from '../../domain/outcome-notice'
import { findPerson } from '../../domain/persons'
import { newValidationHash } from '../../domain/receipt'
import { HttpProblem } from '../../http-problem'
import { updateCase } from '../../domain/case-updates'
import { nowIso } from '../../domain/clock'
import { pfIdParamsSchema } from '../params'
import { publicBase } from '../public-base'
import { errorResponses } from '../responses'
import { caseImages } from './case-images'
import { requireTechnicianKey } from './key'
import {
  casesAnswerSchema,
  casesQuerySchema,
  releaseBodySchema,
  technicianCaseSchema,
  technicianHeadersSchema,
  type TechnicianCase,
} from './schemas'

export function technicianCase(person: SeedPerson, record: SeedCase): TechnicianCase {
  return {
    pf_id: person.pf_id,
    cpf: person.cpf,
    nome: person.nome,
    entity: person.entity,
    status: record.status,
    data_hora: record.data_hora ?? null,
    ...(record.message ? { message: record.message } : {}),
    ...(record.uupfid ? { uupfid: record.uupfid } : {}),
    ...(record.validation_hash ? { validation_hash: record.validation_hash } : {}),
  }
}

function time(record: SeedCase): number {
  const parsed = record.data_hora ? Date.parse(record.data_hora) : Number.NaN
  return Number.isNaN(parsed) ? 0 : parsed
}

/** /__technician/cases: list, release and consolidate cases (DESIGN §4 "Technician endpoint"). */
const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTechnicianKey(app))
  const tags = ['technician']
  const security = [{ technicianKey: [] }]

  /** 404 for an unknown pf_id or a person without a case (nothing to act on). */
  const assertCase = (pfId: number) => {
    if (!findPerson(app.store.data, pfId)?.case) throw new HttpProblem(404)
  }

  app.get(
    '/cases',
    {
      schema: {
        tags,
        security,
        summary:
          'Cases, newest first; optionally only one status; each with the images sent for it (signed addresses)',
        headers: technicianHeadersSchema,
        querystring: casesQuerySchema,
        response: { 200: casesAnswerSchema, ...errorResponses(400, 401, 406) },
      },
    },
    async (request) => {
      const wanted = request.query.status
      const cases = app.store.data.persons
        .flatMap((person) => (person.case ? [{ person, record: person.case }] : []))
        .filter(({ record }) => !wanted || record.status === wanted)
        .toSorted((a, b) => time(b.record) - time(a.record) || a.person.pf_id - b.person.pf_id)
        .map(({ person, record }) => ({
          ...technicianCase(person, record),
          imagens: caseImages(app, person, publicBase(app, request)),
        }))
      return { cases }
    },
  )

  app.post(
    '/cases/:pf_id/release',
    {
      schema: {
        tags,
        security,
        summary: 'Send a locked case back with inconsistencies (HTML message): locked → released',
        headers: technicianHeadersSchema,
        params: pfIdParamsSchema,
        body: releaseBodySchema,
        response: { 200: technicianCaseSchema, ...errorResponses(400, 401, 404, 406, 409) },
      },
    },
    async (request) => {
      const message = request.body.message.trim()
      if (!message) throw new HttpProblem(400, undefined, ['message'])
      assertCase(request.params.pf_id)
      const act = { technician: TECHNICIAN_PF_ID, at: nowIso(app), message }
      const { person, record } = await updateCase(app, request.params.pf_id, (current) =>
        release(current, act),
      )
      await notifyOutcome(app, person, 'released')
      return technicianCase(person, record)
    },
  )

  app.post(
    '/cases/:pf_id/consolidate',
    {
      schema: {
        tags,
        security,
        summary:
          'Consolidate a locked case (new validation hash, receipt available): locked → done',
        headers: technicianHeadersSchema,
        params: pfIdParamsSchema,
        response: { 200: technicianCaseSchema, ...errorResponses(401, 404, 406, 409) },
      },
    },
    async (request) => {
      assertCase(request.params.pf_id)
      const act = {
        technician: TECHNICIAN_PF_ID,
        at: nowIso(app),
        validationHash: newValidationHash(),
      }
      const { person, record } = await updateCase(app, request.params.pf_id, (current) =>
        consolidate(current, act),
      )
      await notifyOutcome(app, person, 'done')
      return technicianCase(person, record)
    },
  )

  app.post(
    '/cases/:pf_id/lock',
    {
      schema: {
        tags,
        security,
        summary:
          'Put a released or done case back to locked, as if the person had just confirmed CONCLUIR (a tester moves it again): released|done → locked',
        headers: technicianHeadersSchema,
        params: pfIdParamsSchema,
        response: { 200: technicianCaseSchema, ...errorResponses(401, 404, 406, 409) },
      },
    },
    async (request) => {
      assertCase(request.params.pf_id)
      const { person, record } = await updateCase(app, request.params.pf_id, (current) =>
        relock(current, nowIso(app)),
      )
      return technicianCase(person, record)
    },
  )
}

export default caseRoutes
