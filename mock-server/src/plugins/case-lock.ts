import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isEditable } from '../domain/case'
import { findPerson } from '../domain/persons'
import { HttpProblem } from '../http-problem'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for person-scoped writes, after `requirePerson`: while the person's case is
     * locked or done the record cannot change (405). Use `[app.requirePerson,
     * app.requireEditableCase]` and list 405 among the route's responses.
     */
    requireEditableCase: (request: FastifyRequest) => Promise<void>
  }
}

export default fp(
  async (app) => {
    app.decorate('requireEditableCase', async (request: FastifyRequest) => {
      if (!request.person) throw new HttpProblem(401)
      const person = findPerson(app.store.data, request.person.pf_id)
      if (!isEditable(person?.case)) throw new HttpProblem(405)
    })
  },
  { name: 'case-lock', dependencies: ['db', 'tokens'] },
)
