import {
  sendCellphoneCodeRequestSchema,
  sendCodeAnswerSchema,
  sendEmailCodeRequestSchema,
  verifyCodeAnswerSchema,
  verifyCodeRequestSchema,
} from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkCode, INVALID_CODE_MESSAGE, issueCode, type CodeCheck } from '../../domain/codes'
import { fullPhone } from '../../domain/masks'
import type { CodeChannel } from '../../domain/model'
import { assertMayLogIn, entityIdForLogin, findPerson } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { assertAllowed, waitForCodeMessage } from '../../plugins/limits'
import { publicBase } from '../public-base'
import { errorResponses, WRITE_ERRORS } from '../responses'

const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The person a code is for: 404 without one, the login's refusal for a blocked one. */
  const loginPerson = (pfId: number): SeedPerson => {
    const person = findPerson(app.store.data, pfId)
    if (!person) throw new HttpProblem(404)
    assertMayLogIn(person)
    return person
  }

  const sendCode = async (
    person: SeedPerson,
    channel: CodeChannel,
    resourceId: number,
    to: string,
  ) => {
    const ttlSeconds = app.config.codeTtlSeconds
    const now = app.config.now()
    const key = String(person.pf_id)
    assertAllowed(app.limits.codeSends, key, now, waitForCodeMessage)
    app.limits.codeSends.hit(key, now)
    await app.store.update((data) => {
      const issued = issueCode(data, {
        pf_id: person.pf_id,
        resource_id: resourceId,
        channel,
        ttlSeconds,
        now,
      })
      app.outbox.send(data, {
        channel,
        to,
        pf_id: person.pf_id,
        resource_id: resourceId,
        code: issued.code,
      })
    })
    return { data: { SocialAPI: { sent: true, expires_in: ttlSeconds } } }
  }

  const sendSchema = { 200: sendCodeAnswerSchema, ...errorResponses(...WRITE_ERRORS, 429, 503) }

  app.post(
    '/v1/person/login/email/send-code/',
    {
      onRequest: app.requireAppOrPerson,
      schema: {
        tags: ['social: login'],
        summary:
          'Send a one-time code to an e-mail (see GET /__dev/outbox); 429 with retry_after past the send limits',
        body: sendEmailCodeRequestSchema,
        response: sendSchema,
      },
    },
    async (request) => {
      const person = loginPerson(request.body.pf_id)
      const email = person.emails.find((entry) => entry.email_id === request.body.email_id)
      if (!email) throw new HttpProblem(404)
      return sendCode(person, 'email', email.email_id, email.email)
    },
  )

  app.post(
    '/v1/person/login/cellphone/send-code/',
    {
      onRequest: app.requireAppOrPerson,
      schema: {
        tags: ['social: login'],
        summary:
          'Send a one-time code by SMS (see GET /__dev/outbox); 429 with retry_after past the send limits',
        body: sendCellphoneCodeRequestSchema,
        response: sendSchema,
      },
    },
    async (request) => {
      const person = loginPerson(request.body.pf_id)
      const phone = person.phones.find(
        (entry) => entry.tel_id === request.body.cellphone_id && entry.tel_tipo === 'M',
      )
      if (!phone) throw new HttpProblem(404)
      return sendCode(person, 'sms', phone.tel_id, fullPhone(phone))
    },
  )

  app.post(
    '/v1/person/login/',
    {
      onRequest: app.requireAppOrPerson,
      schema: {
        tags: ['social: login'],
        summary: 'Verify the one-time code; answers the person token',
        body: verifyCodeRequestSchema,
        response: { 200: verifyCodeAnswerSchema, ...errorResponses(...WRITE_ERRORS, 503) },
      },
    },
    async (request) => {
      const { pf_id, code, resource_id, oid, oeid } = request.body
      const person = loginPerson(pf_id)
      if (entityIdForLogin(oid, oeid) !== person.entity) throw new HttpProblem(404)
      // Widened on purpose: the callback below assigns it.
      let result = 'none' as CodeCheck
      await app.store.update((data) => {
        result = checkCode(data, { pf_id, resource_id, code, now: app.config.now() })
      })
      if (result !== 'ok') throw new HttpProblem(401, INVALID_CODE_MESSAGE)
      const access_token = await app.tokens.signPerson(pf_id, publicBase(app, request))
      return { data: { SocialAPI: { success: true, access_token } } }
    },
  )
}

export default codeRoutes
