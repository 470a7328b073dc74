import { MatchersV3 } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import { describe, expect, it } from 'vitest'
import { exchangePersons } from '../src/client/exchange'
import * as social from '../src/client/social'
import {
  clientFor,
  deviceBody,
  errorBody,
  example,
  pactWith,
  statePerson,
  writeHeaders,
  bearer,
} from './support'

const { like, eachLike } = MatchersV3
const pact = pactWith('social-api')

const person = statePerson
const withContacts = { ...person, emails: ['maria.silva@example.com'], cellphones: ['81988776655'] }
const loginBody = {
  cpf: example.cpf,
  nascimento: example.nascimento,
  oid: example.oid,
  oeid: example.oeid,
  response_token: example.captcha,
}
const socialAnswer = (payload: unknown) => ({ data: { SocialAPI: payload } })
const jwt = like('eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjp7fX0.sig')

function loginInteraction(state: string, params: JsonMap, description: string) {
  return pact
    .addInteraction()
    .given(state, params)
    .uponReceiving(description)
    .withRequest('POST', '/v2/pessoa-fisica/login/', (request) => {
      request.headers(writeHeaders(example.appToken)).jsonBody({ ...loginBody, device: deviceBody })
    })
}

const appClient = (url: string) => clientFor(url, example.appToken)
const personClient = (url: string) => clientFor(url, example.personToken)
const verifyBody = (code: string) => ({
  pf_id: example.pfId,
  code,
  resource_id: 2,
  oid: example.oid,
  oeid: example.oeid,
})

describe('social API: login', () => {
  it('logs in a person without contacts', async () => {
    await loginInteraction(
      'a person without contacts',
      person,
      'a login of a person without contacts',
    )
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ access_token: jwt })))
      .executeTest(async (server) => {
        const answer = await social.login(appClient(server.url), loginBody)
        expect(answer.access_token).toMatch(/^eyJ/)
      })
  })

  it('answers 401 when the birth date does not match', async () => {
    await loginInteraction(
      'a person whose birth date differs',
      person,
      'a login with a wrong birth date',
    )
      .willRespondWith(401, (response) => response.jsonBody(errorBody(401)))
      .executeTest(async (server) => {
        await expect(social.login(appClient(server.url), loginBody)).rejects.toMatchObject({
          response: { status: 401 },
        })
      })
  })

  it('answers 403 for a blocked person', async () => {
    await loginInteraction('a blocked person', person, 'a login of a blocked person')
      .willRespondWith(403, (response) => response.jsonBody(errorBody(403)))
      .executeTest(async (server) => {
        await expect(social.login(appClient(server.url), loginBody)).rejects.toMatchObject({
          response: { status: 403 },
        })
      })
  })

  it('answers 404 for an unknown CPF', async () => {
    await loginInteraction('no person with the CPF', person, 'a login with an unknown CPF')
      .willRespondWith(404, (response) => response.jsonBody(errorBody(404)))
      .executeTest(async (server) => {
        await expect(social.login(appClient(server.url), loginBody)).rejects.toMatchObject({
          response: { status: 404 },
        })
      })
  })

  it('answers 400 naming response_token when the captcha is rejected', async () => {
    await pact
      .addInteraction()
      .given('a person without contacts', person)
      .uponReceiving('a login with a rejected captcha')
      .withRequest('POST', '/v2/pessoa-fisica/login/', (request) => {
        request
          .headers(writeHeaders(example.appToken))
          .jsonBody({ ...loginBody, response_token: 'forged', device: deviceBody })
      })
      .willRespondWith(400, (response) => response.jsonBody(errorBody(400, ['response_token'])))
      .executeTest(async (server) => {
        const error = await social
          .login(appClient(server.url), { ...loginBody, response_token: 'forged' })
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
    await pact
      .addInteraction()
      .given('a person with contacts', withContacts)
      .uponReceiving('a contact lookup')
      .withRequest('POST', '/v2/person/login/contact/', (request) => {
        request.headers(writeHeaders(example.appToken)).jsonBody({
          cpf: example.cpf,
          oid: example.oid,
          oeid: example.oeid,
          response_token: example.captcha,
          're-captcha-by-pass': true,
          device: deviceBody,
        })
      })
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
        const answer = await social.lookupContacts(appClient(server.url), {
          cpf: example.cpf,
          oid: example.oid,
          oeid: example.oeid,
          response_token: example.captcha,
          're-captcha-by-pass': true,
        })
        expect(answer.pf_id).toBe(example.pfId)
        expect(answer.emails[0]?.email).toContain('***')
      })
  })

  it('sends a code by e-mail', async () => {
    await pact
      .addInteraction()
      .given('a person with contacts', { ...withContacts, email_id: 1 })
      .uponReceiving('a request to send a code by e-mail')
      .withRequest('POST', '/v1/person/login/email/send-code/', (request) => {
        request
          .headers(writeHeaders(example.appToken))
          .jsonBody({ pf_id: example.pfId, email_id: 1, device: deviceBody })
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(socialAnswer({ sent: true, expires_in: like(300) })),
      )
      .executeTest(async (server) => {
        const answer = await social.sendEmailCode(appClient(server.url), {
          pf_id: example.pfId,
          email_id: 1,
        })
        expect(answer.sent).toBe(true)
      })
  })

  it('sends a code by SMS', async () => {
    await pact
      .addInteraction()
      .given('a person with contacts', { ...withContacts, cellphone_id: 2 })
      .uponReceiving('a request to send a code by SMS')
      .withRequest('POST', '/v1/person/login/cellphone/send-code/', (request) => {
        request
          .headers(writeHeaders(example.appToken))
          .jsonBody({ pf_id: example.pfId, cellphone_id: 2, device: deviceBody })
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(socialAnswer({ sent: true, expires_in: like(300) })),
      )
      .executeTest(async (server) => {
        const answer = await social.sendCellphoneCode(appClient(server.url), {
          pf_id: example.pfId,
          cellphone_id: 2,
        })
        expect(answer.sent).toBe(true)
      })
  })

  it('exchanges a valid code for a person token', async () => {
    await pact
      .addInteraction()
      .given('a code was sent', { ...withContacts, cellphone_id: 2, code: '123456' })
      .uponReceiving('a valid code')
      .withRequest('POST', '/v1/person/login/', (request) => {
        request
          .headers(writeHeaders(example.appToken))
          .jsonBody({ ...verifyBody('123456'), device: deviceBody })
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(socialAnswer({ success: true, access_token: jwt })),
      )
      .executeTest(async (server) => {
        const answer = await social.verifyCode(appClient(server.url), verifyBody('123456'))
        expect(answer.success).toBe(true)
      })
  })

  it('answers 401 for a wrong code', async () => {
    await pact
      .addInteraction()
      .given('a code was sent', { ...withContacts, cellphone_id: 2, code: '123456' })
      .uponReceiving('a wrong code')
      .withRequest('POST', '/v1/person/login/', (request) => {
        request
          .headers(writeHeaders(example.appToken))
          .jsonBody({ ...verifyBody('654321'), device: deviceBody })
      })
      .willRespondWith(401, (response) => response.jsonBody(errorBody(401)))
      .executeTest(async (server) => {
        await expect(
          social.verifyCode(appClient(server.url), verifyBody('654321')),
        ).rejects.toMatchObject({ response: { status: 401 } })
      })
  })
})

describe('social API: person', () => {
  it('reads name and photo of a person through the exchange', async () => {
    const options = { fields: ['nome', 'foto_url'] as const, foto: { width: 32, quality: 100 } }
    await pact
      .addInteraction()
      .given('a logged-in person', person)
      .uponReceiving('an exchange for name and photo')
      .withRequest('POST', '/v1/pessoa-fisica/exchange/', (request) => {
        request
          .headers(writeHeaders(example.personToken))
          .jsonBody({ pf_ids: [example.pfId], options, device: deviceBody })
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            [String(example.pfId)]: {
              pf_id: example.pfId,
              nome: like('Maria da Silva'),
              foto_url: like('http://localhost:3333/files/fotos/910001.svg?w=32&q=100'),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await exchangePersons(personClient(server.url), {
          pf_ids: [example.pfId],
          options: { fields: ['nome', 'foto_url'], foto: { width: 32, quality: 100 } },
        })
        expect(answer[String(example.pfId)]?.nome).toBe('Maria da Silva')
      })
  })

  it('inserts a person by CPF and birth date', async () => {
    await pact
      .addInteraction()
      .given('no person with the CPF', person)
      .uponReceiving('an insert of a person')
      .withRequest('POST', '/v3/pessoa-fisica/inserir/', (request) => {
        request.headers(writeHeaders(example.appToken)).jsonBody({
          cpf: example.cpf,
          nascimento: example.nascimento,
          device: deviceBody,
        })
      })
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ pf_id: like(910002) })))
      .executeTest(async (server) => {
        const answer = await social.insertPerson(appClient(server.url), {
          cpf: example.cpf,
          nascimento: example.nascimento,
        })
        expect(answer.pf_id).toBeGreaterThan(0)
      })
  })

  const phone = {
    tel_tipo: 'M' as const,
    tel_ddi: '55',
    tel_ddd: '81',
    tel_prefixo: '98877',
    tel_sufixo: '6655',
    tel_class: 'R' as const,
    tel_obs: null,
  }

  it('lists the phones of the logged-in person', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a phone', { ...person, phone })
      .uponReceiving('a request for the phones of the person')
      .withRequest('GET', `/v1/pessoa-fisica/telefones/${example.pfId}/`, (request) => {
        request.headers({ Authorization: bearer(example.personToken) })
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            current: eachLike({
              tel_id: like(1),
              tel_tipo: like('M'),
              tel_ddi: like('55'),
              tel_ddd: like('81'),
              tel_prefixo: like('98877'),
              tel_sufixo: like('6655'),
              tel_class: like('R'),
              tel_obs: null,
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const phones = await social.listPhones(personClient(server.url), example.pfId)
        expect(phones[0]?.tel_ddd).toBe('81')
      })
  })

  it('adds a phone to the logged-in person', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person', person)
      .uponReceiving('a new phone')
      .withRequest('POST', '/v1/pessoa-fisica/telefones/', (request) => {
        request
          .headers(writeHeaders(example.personToken))
          .jsonBody({ pf_id: example.pfId, ...phone, device: deviceBody })
      })
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ tel_id: like(7) })))
      .executeTest(async (server) => {
        const answer = await social.addPhone(personClient(server.url), {
          pf_id: example.pfId,
          ...phone,
        })
        expect(answer.tel_id).toBe(7)
      })
  })

  it('refuses the phones of another person', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person', person)
      .uponReceiving('a request for the phones of another person')
      .withRequest('GET', '/v1/pessoa-fisica/telefones/1/', (request) => {
        request.headers({ Authorization: bearer(example.personToken) })
      })
      .willRespondWith(403, (response) => response.jsonBody(errorBody(403)))
      .executeTest(async (server) => {
        await expect(social.listPhones(personClient(server.url), 1)).rejects.toMatchObject({
          response: { status: 403 },
        })
      })
  })
})
