import { addPhoneAnswerSchema, addPhoneRequestSchema, phonesAnswerSchema } from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assertSelf, findPerson, nextTelId } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { pfIdParamsSchema } from '../params'
import { errorResponses, PERSON_WRITE_ERRORS, READ_ERRORS } from '../responses'

const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/pessoa-fisica/telefones/:pf_id/',
    {
      preHandler: app.requirePerson,
      schema: {
        tags: ['social: contacts'],
        summary: "The person's current phones",
        params: pfIdParamsSchema,
        response: { 200: phonesAnswerSchema, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      const self = request.person
      if (!self) throw new HttpProblem(401)
      assertSelf(self, request.params.pf_id)
      return { data: { SocialAPI: { current: self.phones } } }
    },
  )

  app.post(
    '/v1/pessoa-fisica/telefones/',
    {
      preHandler: [app.requirePerson, app.requireEditableCase],
      schema: {
        tags: ['social: contacts'],
        summary: 'Add a phone (405 while the case is locked or done)',
        body: addPhoneRequestSchema,
        response: { 200: addPhoneAnswerSchema, ...errorResponses(...PERSON_WRITE_ERRORS) },
      },
    },
    async (request) => {
      const self = request.person
      if (!self) throw new HttpProblem(401)
      const { device: _device, pf_id, ...phone } = request.body
      assertSelf(self, pf_id)
      let telId = 0
      await app.store.update((data) => {
        const person = findPerson(data, pf_id)
        if (!person) return
        telId = nextTelId(data)
        person.phones.push({ tel_id: telId, ...phone })
      })
      if (!telId) throw new HttpProblem(404)
      return { data: { SocialAPI: { tel_id: telId } } }
    },
  )
}

export default phoneRoutes
