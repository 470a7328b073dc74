import {
  contactLookupAnswerSchema,
  contactLookupRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
} from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assertCaptcha } from '../../domain/captcha'
import { maskEmail, maskPhone } from '../../domain/masks'
import {
  assertMayLogIn,
  entityIdForLogin,
  findLoginPerson,
  hasContacts,
  loginProblem,
} from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { assertAllowed, waitForLoginMessage } from '../../plugins/limits'
import { publicBase } from '../public-base'
import { errorResponses, WRITE_ERRORS } from '../responses'

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/pessoa-fisica/login/',
    {
      onRequest: app.requireAppOrPerson,
      schema: {
        tags: ['social: login'],
        summary:
          'Login with CPF and birth date (pending token when the person has contacts); 429 with retry_after after too many failures for the CPF',
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, ...errorResponses(...WRITE_ERRORS, 429, 503) },
      },
    },
    async (request) => {
      const { cpf, nascimento, oid, oeid, response_token } = request.body
      assertCaptcha(response_token)
      const entityId = entityIdForLogin(oid, oeid)
      const now = app.config.now()
      assertAllowed(app.limits.loginFailures, cpf, now, waitForLoginMessage)
      const failed = (status: 401 | 404) => {
        app.limits.loginFailures.hit(cpf, now)
        return loginProblem(entityId, status)
      }
      const person = findLoginPerson(app.store.data, cpf, oid, oeid)
      if (!person) throw failed(404)
      assertMayLogIn(person)
      if (person.nascimento !== nascimento) throw failed(401)
      const access_token = hasContacts(person)
        ? await app.tokens.signPending(person.pf_id)
        : await app.tokens.signPerson(person.pf_id, publicBase(app, request))
      return { data: { SocialAPI: { access_token } } }
    },
  )

  app.post(
    '/v2/person/login/contact/',
    {
      onRequest: app.requireAppOrPerson,
      schema: {
        tags: ['social: login'],
        summary: 'Masked contacts that can receive a one-time code',
        body: contactLookupRequestSchema,
        response: { 200: contactLookupAnswerSchema, ...errorResponses(...WRITE_ERRORS, 503) },
      },
    },
    async (request) => {
      const { cpf, oid, oeid, response_token } = request.body
      assertCaptcha(response_token)
      const person = findLoginPerson(app.store.data, cpf, oid, oeid)
      if (!person) throw new HttpProblem(404)
      assertMayLogIn(person)
      return {
        data: {
          SocialAPI: {
            pf_id: person.pf_id,
            emails: person.emails.map((entry) => ({
              email_id: entry.email_id,
              email: maskEmail(entry.email),
            })),
            cellphones: person.phones
              .filter((phone) => phone.tel_tipo === 'M')
              .map((phone) => ({ cellphone_id: phone.tel_id, cellphone: maskPhone(phone) })),
          },
        },
      }
    },
  )
}

export default loginRoutes
