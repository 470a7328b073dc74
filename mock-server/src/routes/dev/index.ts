import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { OutboxMessage } from '../../domain/model'
import { HttpProblem } from '../../http-problem'
import { pfIdParamsSchema } from '../params'
import { errorResponses } from '../responses'
import faultRoutes from './faults'
import pactStateRoutes from './pact-states'
import devStorageRoutes from './storage'
import {
  journalAnswerSchema,
  journalQuerySchema,
  okSchema,
  outboxAnswerSchema,
  outboxQuerySchema,
  resetAnswerSchema,
  resetPersonAnswerSchema,
} from './schemas'

/** `to` filter: e-mails compare case-insensitively; phones by digits, with or without 55. */
export function matchesRecipient(message: OutboxMessage, to: string): boolean {
  if (message.channel === 'email') return message.to.toLowerCase() === to.trim().toLowerCase()
  const wanted = to.replace(/\D/g, '')
  return wanted.length > 0 && message.to.replace(/\D/g, '').endsWith(wanted)
}

/** Developer and e2e helpers: health, reset, journal, outbox, faults, Pact provider states. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dev']

  app.get(
    '/health',
    { schema: { tags, summary: 'Liveness', response: { 200: okSchema } } },
    async () => ({ ok: true as const }),
  )

  app.post(
    '/reset',
    {
      schema: {
        tags,
        summary:
          'Reseed the data file from the fixtures; clears codes, outbox, journal, faults and the rate limits of codes and logins; the upload delay back to its start value',
        response: { 200: resetAnswerSchema, ...errorResponses(500) },
      },
    },
    async () => {
      await app.store.reset()
      app.journal.clear()
      app.faults.clear()
      app.receiptLookups.clear()
      app.limits.clear()
      app.files.uploadDelayMs = app.config.uploadDelayMs
      return { ok: true as const, persons: app.store.data.persons.length }
    },
  )

  app.post(
    '/reset/:pf_id',
    {
      schema: {
        tags,
        summary:
          "Reseed one person from the fixtures: their record and case as seeded, their uploads, codes, outbox messages and code-send limit gone; everyone else's data stays",
        params: pfIdParamsSchema,
        response: { 200: resetPersonAnswerSchema, ...errorResponses(404, 406) },
      },
    },
    async (request) => {
      const pfId = request.params.pf_id
      const person = app.store.data.persons.find((each) => each.pf_id === pfId)
      if (!(await app.store.resetPerson(pfId))) {
        throw new HttpProblem(404, `Nenhuma pessoa com pf_id ${pfId} nos dados iniciais do mock.`)
      }
      app.limits.codeSends.forget(String(pfId))
      if (person?.cpf) app.limits.loginFailures.forget(person.cpf)
      return { ok: true as const, pf_id: pfId }
    },
  )

  app.get(
    '/journal',
    {
      schema: {
        tags,
        summary: 'Recent requests, newest first',
        querystring: journalQuerySchema,
        response: { 200: journalAnswerSchema, ...errorResponses(400, 406) },
      },
    },
    async (request) => ({ entries: app.journal.list(request.query.limit) }),
  )

  app.delete(
    '/journal',
    { schema: { tags, summary: 'Clear the journal', response: { 200: okSchema } } },
    async () => {
      app.journal.clear()
      return { ok: true as const }
    },
  )

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'Messages "sent" with one-time codes, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxAnswerSchema, ...errorResponses(400, 406) },
      },
    },
    async (request) => {
      const { pf_id, to, kind } = request.query
      const messages = app.store.data.outbox
        .filter((message) => pf_id === undefined || message.pf_id === pf_id)
        // A message kept from before outcome notices existed was a code.
        .map((message) => ({ ...message, kind: message.kind ?? 'code' }))
        .filter((message) => kind === undefined || message.kind === kind)
        .filter((message) => to === undefined || matchesRecipient(message, to))
        .toReversed()
      return { messages }
    },
  )

  await app.register(faultRoutes)
  await app.register(devStorageRoutes)
  await app.register(pactStateRoutes)
}

export default devRoutes
