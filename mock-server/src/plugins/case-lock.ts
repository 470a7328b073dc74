import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isEditable } from '../domain/case'
import { findPerson } from '../domain/persons'
import { HttpProblem } from '../http-problem'
import { personOf } from './tokens'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for person-scoped writes, behind `onRequest: app.requirePerson`: while the
     * person's case is locked or done the record cannot change (405), and it answers after the
     * body's checks (a preHandler). List 405 among the route's responses.
     */
    requireEditableCase: (request: FastifyRequest) => Promise<void>
  }
}

export default fp(
  async (app) => {
    app.decorate('requireEditableCase', async (request: FastifyRequest) => {
      const person = findPerson(app.store.data, personOf(request).pf_id)
      if (!isEditable(person?.case)) throw new HttpProblem(405)
    })
  },
  { name: 'case-lock', dependencies: ['db', 'tokens'] },
)
