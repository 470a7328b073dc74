import { brDateToIso } from '@censo/contracts'
import { findEntity, persona, personas } from '@censo/fixtures'
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { post, RECIFE_IDS, useTestApp } from '../../testing'

const test = useTestApp({}, 'all')
let appToken: string
beforeAll(async () => {
  appToken = await test.app.tokens.signApp()
})

function idsOf(oid: string) {
  const entity = ['recife', 'olinda', 'estado-pe', 'sao-luis', 'ipsl.localhost']
    .map((id) => findEntity(id))
    .find((candidate) => candidate?.login_segurado.test.oid === oid)
  if (!entity) throw new Error(`no entity for ${oid}`)
  return entity.login_segurado.test
}

/** The login of `key`'s persona, its body changed by `overrides`, on the file's app or `app`. */
async function login(key: string, overrides: Record<string, unknown> = {}, app = test.app) {
  const p = persona(key)
  return post(
    app,
    '/social/v2/pessoa-fisica/login/',
    {
      cpf: p.cpf,
      nascimento: brDateToIso(p.nascimento),
      ...idsOf(p.oid),
      response_token: 'dev-ok',
      ...overrides,
    },
    { token: await app.tokens.signApp() },
  )
}

describe('POST /social/v2/pessoa-fisica/login/', () => {
  const expected: Record<string, number> = {
    desconhecido: 404,
    'data-errada': 401,
    bloqueado: 403,
    'erro-servidor': 500,
    indisponivel: 503,
  }

  it.each(personas.map((p) => p.key))('answers the scenario status for %s', async (key) => {
    const response = await login(key)
    expect(response.statusCode).toBe(expected[key] ?? 200)
    if (response.statusCode !== 200) {
      expect(response.json().error.status).toBe(response.statusCode)
      expect(response.json().error.message).toBeTruthy()
    }
  })

  it('uses the entity message for a failed login', async () => {
    const response = await login('data-errada')
    expect(response.json().error.message).toBe(findEntity('recife')?.login_error_messages['401'])
    expect((await login('desconhecido')).json().error.message).toBe(
      'Cadastro não localizado...verifique seus dados e tente novamente.',
    )
  })

  it('answers a person token when the person has no contacts', async () => {
    const response = await login('sem-contatos')
    const token = response.json().data.SocialAPI.access_token
    const claims = decodeJwt(token)
    expect(claims.scope).toBe('person')
    expect(claims.user).toMatchObject({
      login: persona('sem-contatos').cpf,
      superUsuario: 'N',
      foto: null,
    })
  })

  it('answers a pending token, which opens nothing, when the person has contacts', async () => {
    const response = await login('sms-email')
    const token = response.json().data.SocialAPI.access_token
    expect(decodeJwt(token)).toMatchObject({ scope: 'pending', pfid: 1001 })
    const attempt = await post(
      test.app,
      '/social/v1/pessoa-fisica/exchange/',
      { pf_ids: [1001], options: { fields: ['nome'] } },
      { token },
    )
    expect(attempt.statusCode).toBe(401)
  })

  it('carries status "limited" in the token', async () => {
    const token = (await login('limitado')).json().data.SocialAPI.access_token
    expect(decodeJwt(token)).toMatchObject({ user: { status: 'limited' } })
  })

  it('rejects a captcha token not made by the dev widget', async () => {
    const response = await login('sms-email', { response_token: 'real-token' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      status: 400,
      message: 'Você deve verificar o captcha corretamente',
      fields: ['response_token'],
    })
  })

  it('accepts the production ids of the entity too', async () => {
    const response = await login('sms-email', { oid: 'prd-recife', oeid: 'prd-recife-rpps' })
    expect(response.statusCode).toBe(200)
  })

  it('does not find a person through another entity', async () => {
    const response = await login('sms-email', { oid: 'tst-olinda', oeid: 'tst-olinda-rpps' })
    expect(response.statusCode).toBe(404)
  })
})

function lookup(cpf: string, ids = RECIFE_IDS) {
  return post(
    test.app,
    '/social/v2/person/login/contact/',
    { cpf, ...ids, response_token: 'dev-ok', 're-captcha-by-pass': true },
    { token: appToken },
  )
}

describe('POST /social/v2/person/login/contact/', () => {
  it('lists masked e-mails and only mobile phones', async () => {
    const response = await lookup(persona('sms-email').cpf)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.SocialAPI).toEqual({
      pf_id: 1001,
      emails: [{ email_id: 7001, email: 'm***e@gmail.com' }],
      cellphones: [{ cellphone_id: 5001, cellphone: '(81) 9****-4321' }],
    })
    const onlySms = (await lookup(persona('so-sms').cpf)).json().data.SocialAPI
    expect(onlySms.cellphones).toHaveLength(1)
    expect(onlySms.emails).toEqual([])
  })

  it('answers empty lists for a person without contacts', async () => {
    const response = await lookup(persona('so-fixo').cpf)
    expect(response.json().data.SocialAPI).toMatchObject({ emails: [], cellphones: [] })
  })

  it('answers 404 for an unknown CPF', async () => {
    expect((await lookup(persona('desconhecido').cpf)).statusCode).toBe(404)
  })
})

describe('rate limit of failed logins per CPF (ADR 020)', () => {
  let clock = 1_700_000_000_000
  const limited = useTestApp(
    { now: () => clock, loginLimit: { max: 3, windowSeconds: 900 } },
    'all',
  )
  const attempt = (key: string, overrides: Record<string, unknown> = {}) =>
    login(key, overrides, limited.app)

  it('answers 429 with retry_after after 3 failures, even to the right birth date', async () => {
    const wrong = { nascimento: '1900-01-01' }
    for (let failure = 0; failure < 3; failure++) {
      expect((await attempt('sms-email', wrong)).statusCode).toBe(401)
      clock += 1000
    }
    const refused = await attempt('sms-email')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('897')
    expect(refused.json()).toEqual({
      error: {
        status: 429,
        message:
          'Muitas tentativas de acesso com este CPF. Aguarde 897 segundos e tente novamente.',
        retry_after: 897,
      },
    })
    // Another CPF is not held back; the CPF logs in again once the oldest failure leaves.
    expect((await attempt('sem-contatos')).statusCode).toBe(200)
    clock += 897_000
    expect((await attempt('sms-email')).statusCode).toBe(200)
  })

  it('does not count successful logins, and /__dev/reset forgets the failures', async () => {
    for (let round = 0; round < 5; round++) {
      expect((await attempt('sem-contatos')).statusCode).toBe(200)
    }
    for (let failure = 0; failure < 3; failure++) await attempt('desconhecido')
    expect((await attempt('desconhecido')).statusCode).toBe(429)
    await limited.app.inject({ method: 'POST', url: '/__dev/reset' })
    expect((await attempt('desconhecido')).statusCode).toBe(404)
  })
})
