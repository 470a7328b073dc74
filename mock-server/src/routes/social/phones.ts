import { addPhoneAnswerSchema, addPhoneRequestSchema, phonesAnswerSchema } from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { updatePerson } from '../../domain/person-write'
import { nextTelId, requireSelf } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { pfIdParamsSchema } from '../params'
import { errorResponses, PERSON_WRITE_ERRORS, READ_ERRORS } from '../responses'

const tags = ['social: contacts']

const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/pessoa-fisica/telefones/:pf_id/',
    {
      preHandler: app.requirePerson,
      schema: {
        tags,
        summary: "The person's current phones",
        params: pfIdParamsSchema,
        response: { 200: phonesAnswerSchema, ...errorResponses(...READ_ERRORS) },
      },
    },
    async (request) => {
      const self = requireSelf(request.person, request.params.pf_id)
      return { data: { SocialAPI: { current: self.phones } } }
    },
  )

  app.post(
    '/v1/pessoa-fisica/telefones/',
    {
      preHandler: [app.requirePerson, app.requireEditableCase],
      schema: {
        tags,
        summary: 'Add a phone (405 while the case is locked or done)',
        body: addPhoneRequestSchema,
        response: { 200: addPhoneAnswerSchema, ...errorResponses(...PERSON_WRITE_ERRORS) },
      },
    },
    async (request) => {
      const { device: _device, pf_id, ...phone } = request.body
      requireSelf(request.person, pf_id)
      const telId = await updatePerson(app, pf_id, (person, data) => {
        const id = nextTelId(data)
        person.phones.push({ tel_id: id, ...phone })
        return id
      })
      if (!telId) throw new HttpProblem(404)
      return { data: { SocialAPI: { tel_id: telId } } }
    },
  )
}

export default phoneRoutes
