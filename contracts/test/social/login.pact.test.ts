import { MatchersV3 } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import { describe, expect, it } from 'vitest'
import * as social from '../../src/client/social/login'
import {
  appClient,
  example,
  expectStatus,
  given,
  pactWith,
  personState,
  type ProviderState,
  sdkCall,
} from '../support'
import { errorAnswer, rateLimited, sends, socialAnswer } from '../wire'

const { like, eachLike } = MatchersV3
const pact = pactWith('social-api')

const withoutContacts = personState('a person without contacts')
const contacts = {
  emails: ['maria.silva@example.com'],
  cellphones: ['81988776655'],
}
/** A state of the person with contacts, and which contact the code goes to. */
const withContacts = (name: string, contact: JsonMap = {}) =>
  personState(name, { ...contacts, ...contact })
const codeSent = withContacts('a code was sent', { cellphone_id: 2, code: '123456' })
const loginBody = {
  cpf: example.cpf,
  nascimento: example.nascimento,
  oid: example.oid,
  oeid: example.oeid,
  response_token: example.captcha,
}
const jwt = like('eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjp7fX0.sig')

function loginInteraction(from: ProviderState, description: string) {
  return given(pact, from)
    .uponReceiving(description)
    .withRequest('POST', '/v2/pessoa-fisica/login/', sends(loginBody, 'appToken'))
}

const verifyBody = (code: string) => ({
  pf_id: example.pfId,
  code,
  resource_id: 2,
  oid: example.oid,
  oeid: example.oeid,
})

describe('social API: login', () => {
  it('logs in a person without contacts', async () => {
    await loginInteraction(withoutContacts, 'a login of a person without contacts')
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ access_token: jwt })))
      .executeTest(async (server) => {
        const answer = await social.login(appClient(server.url), loginBody)
        expect(answer.access_token).toMatch(/^eyJ/)
      })
  })

  for (const [status, state, description] of [
    [401, 'a person whose birth date differs', 'a login with a wrong birth date'],
    [403, 'a blocked person', 'a login of a blocked person'],
    [404, 'no person with the CPF', 'a login with an unknown CPF'],
  ] as const) {
    it(`answers ${status} for ${description}`, async () => {
      await loginInteraction(personState(state), description)
        .willRespondWith(status, errorAnswer(status))
        .executeTest(async (server) => {
          await expectStatus(social.login(appClient(server.url), loginBody), status)
        })
    })
  }

  it('answers 400 naming response_token when the captcha is rejected', async () => {
    const forged = { ...loginBody, response_token: 'forged' }
    await given(pact, withoutContacts)
      .uponReceiving('a login with a rejected captcha')
      .withRequest('POST', '/v2/pessoa-fisica/login/', sends(forged, 'appToken'))
      .willRespondWith(400, errorAnswer(400, ['response_token']))
      .executeTest(async (server) => {
        const error = await social
          .login(appClient(server.url), forged)
          .catch((caught: unknown) => caught)
        expect(error).toMatchObject({
          response: { status: 400 },
          data: { error: { fields: ['response_token'] } },
        })
      })
  })
})

describe('social API: identity confirmation', () => {
  it('lists the masked contacts of a person', async () => {
    const lookup = {
      cpf: example.cpf,
      oid: example.oid,
      oeid: example.oeid,
      response_token: example.captcha,
      're-captcha-by-pass': true,
    }
    await given(pact, withContacts('a person with contacts'))
      .uponReceiving('a contact lookup')
      .withRequest('POST', '/v2/person/login/contact/', sends(lookup, 'appToken'))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            pf_id: example.pfId,
            emails: eachLike({ email_id: like(1), email: like('m***a@example.com') }),
            cellphones: eachLike({ cellphone_id: like(2), cellphone: like('(81) 9****-6655') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await social.lookupContacts(appClient(server.url), lookup)
        expect(answer.pf_id).toBe(example.pfId)
        expect(answer.emails[0]?.email).toContain('***')
      })
  })

  const codeRequests = [
    {
      by: 'e-mail',
      path: '/v1/person/login/email/send-code/',
      state: withContacts('a person with contacts', { email_id: 1 }),
      ...sdkCall({ pf_id: example.pfId, email_id: 1 }, social.sendEmailCode),
    },
    {
      by: 'SMS',
      path: '/v1/person/login/cellphone/send-code/',
      state: withContacts('a person with contacts', { cellphone_id: 2 }),
      ...sdkCall({ pf_id: example.pfId, cellphone_id: 2 }, social.sendCellphoneCode),
    },
  ]
  for (const { by, path, state, body, run } of codeRequests) {
    it(`sends a code by ${by}`, async () => {
      await given(pact, state)
        .uponReceiving(`a request to send a code by ${by}`)
        .withRequest('POST', path, sends(body, 'appToken'))
        .willRespondWith(200, (response) =>
          response.jsonBody(socialAnswer({ sent: true, expires_in: like(300) })),
        )
        .executeTest(async (server) => {
          await expect(run(appClient(server.url))).resolves.toBeUndefined()
        })
    })
  }

  it('answers 429 with retry_after when codes were sent too often', async () => {
    const { body, run } = sdkCall(
      { pf_id: example.pfId, cellphone_id: 2 },
      social.sendCellphoneCode,
    )
    await given(pact, withContacts('codes were sent to the person too often', { cellphone_id: 2 }))
      .uponReceiving('a request to send a code too soon')
      .withRequest('POST', '/v1/person/login/cellphone/send-code/', sends(body, 'appToken'))
      .willRespondWith(429, rateLimited)
      .executeTest(async (server) => {
        const error = await run(appClient(server.url)).catch((caught: unknown) => caught)
        expect(error).toMatchObject({
          response: { status: 429 },
          data: { error: { status: 429, retry_after: 60 } },
        })
      })
  })

  it('exchanges a valid code for a person token', async () => {
    await given(pact, codeSent)
      .uponReceiving('a valid code')
      .withRequest('POST', '/v1/person/login/', sends(verifyBody('123456'), 'appToken'))
      .willRespondWith(200, (response) =>
        response.jsonBody(socialAnswer({ success: true, access_token: jwt })),
      )
      .executeTest(async (server) => {
        const answer = await social.verifyCode(appClient(server.url), verifyBody('123456'))
        expect(answer.success).toBe(true)
      })
  })

  it('answers 401 for a wrong code', async () => {
    await given(pact, codeSent)
      .uponReceiving('a wrong code')
      .withRequest('POST', '/v1/person/login/', sends(verifyBody('654321'), 'appToken'))
      .willRespondWith(401, errorAnswer(401))
      .executeTest(async (server) => {
        await expectStatus(social.verifyCode(appClient(server.url), verifyBody('654321')), 401)
      })
  })
})
