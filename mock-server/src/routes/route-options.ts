import type { FastifyInstance } from 'fastify'
import type * as z from 'zod/mini'
import { errorResponses, PERSON_WRITE_ERRORS, READ_ERRORS } from './responses'

interface PersonRouteSchema {
  summary: string
  params?: z.ZodMiniType
  body?: z.ZodMiniType
}

/**
 * The options of the routes on a person's record, under `tags` (DESIGN §4 order of checks):
 * `read` needs the person token and answers `answer` or a read error; `write` is also refused
 * while the person's case is locked or done (405) and answers `answer` or a person write error.
 */
export function personRouteOptions(app: FastifyInstance, tags: string[]) {
  return {
    read: <Answer extends z.ZodMiniType, const Schema extends PersonRouteSchema>(
      answer: Answer,
      schema: Schema,
    ) => ({
      onRequest: app.requirePerson,
      schema: { tags, ...schema, response: { 200: answer, ...errorResponses(...READ_ERRORS) } },
    }),
    write: <Answer extends z.ZodMiniType, const Schema extends PersonRouteSchema>(
      answer: Answer,
      schema: Schema,
    ) => ({
      onRequest: app.requirePerson,
      preHandler: app.requireEditableCase,
      schema: {
        tags,
        ...schema,
        response: { 200: answer, ...errorResponses(...PERSON_WRITE_ERRORS) },
      },
    }),
  }
}
