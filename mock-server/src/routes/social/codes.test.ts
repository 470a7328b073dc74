import { personTokenPayloadSchema } from '@censo/contracts'
import { findEntity } from '@censo/fixtures'
import { decodeJwt } from 'jose'
import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { issueCode, MAX_ATTEMPTS } from '../../domain/codes'
import { buildTestApp, get, post, RECIFE_IDS, type TestApp } from '../../testing'

let test: TestApp
let appToken: string
let clock = 1_700_000_000_000

beforeEach(async () => {
  clock = 1_700_000_000_000
  // The send limits (ADR 020) have their own tests below: off here, sends come back to back.
  test = await buildTestApp({
    now: () => clock,
    codeTtlSeconds: 60,
    codeSendLimit: { max: 0, intervalSeconds: 0 },
  })
  appToken = await test.app.tokens.signApp()
})
afterEach(() => test.close())

const sendCode = (channel: 'cellphone' | 'email', body: Record<string, number>) =>
  post(test.app, `/social/v1/person/login/${channel}/send-code/`, body, { token: appToken })
const sendSms = (pfId = 1001, cellphoneId = 5001) =>
  sendCode('cellphone', { pf_id: pfId, cellphone_id: cellphoneId })
const sendEmail = (pfId = 1001, emailId = 7001) =>
  sendCode('email', { pf_id: pfId, email_id: emailId })
const verify = (code: string, resourceId = 5001, pfId = 1001) =>
  post(
    test.app,
    '/social/v1/person/login/',
    { pf_id: pfId, code, resource_id: resourceId, ...RECIFE_IDS },
    { token: appToken },
  )
const latestCode = async (pfId = 1001): Promise<string> => {
  const outbox = await get(test.app, `/__dev/outbox?pf_id=${pfId}`)
  return outbox.json().messages[0].code
}
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')

describe('one-time codes', () => {
  it('sends an SMS code to the outbox with the full number and the standard text', async () => {
    const response = await sendSms()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { SocialAPI: { sent: true, expires_in: 60 } } })
    const [message] = (await get(test.app, '/__dev/outbox?to=81998764321')).json().messages
    expect(message).toMatchObject({
      channel: 'sms',
      to: '+5581998764321',
      pf_id: 1001,
      resource_id: 5001,
    })
    expect(message.code).toMatch(/^\d{6}$/)
    expect(message.text).toBe(`Seu código de acesso ao Recenseamento é ${message.code}`)
  })

  it('sends an e-mail code to the unmasked address', async () => {
    expect((await sendEmail()).statusCode).toBe(200)
    const outbox = await get(test.app, '/__dev/outbox?to=MARIA.albuquerque@gmail.com')
    expect(outbox.json().messages[0]).toMatchObject({
      channel: 'email',
      to: 'maria.albuquerque@gmail.com',
    })
  })

  it('refuses a resource of another person or a landline (404)', async () => {
    expect((await sendSms(1001, 5002)).statusCode).toBe(404)
    expect((await sendSms(1002, 5003)).statusCode).toBe(404)
    expect((await sendEmail(1001, 7002)).statusCode).toBe(404)
    expect((await sendSms(999_999, 5001)).statusCode).toBe(404)
  })

  it('verifies the right code once and answers a valid person token', async () => {
    await sendSms()
    const code = await latestCode()
    const response = await verify(code)
    expect(response.statusCode).toBe(200)
    const answer = response.json().data.SocialAPI
    expect(answer.success).toBe(true)
    const claims = decodeJwt(answer.access_token)
    expect(claims.scope).toBe('person')
    expect(personTokenPayloadSchema.parse(claims).user).toMatchObject({
      login: '52998224725',
      pfid: 1001,
      oid: 'tst-recife',
      superUsuario: 'N',
    })
    const again = await verify(code)
    expect(again.statusCode).toBe(401)
    expect(again.json().error.message).toBe('Código inválido')
  })

  it('answers 401 "Código inválido" without a live code', async () => {
    const response = await verify('123456')
    expect(response.statusCode).toBe(401)
    expect(response.json().error.message).toBe('Código inválido')
  })

  it('burns the code at the fifth wrong try', async () => {
    await sendSms()
    const code = await latestCode()
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const response = await verify(wrongOf(code))
      expect(response.statusCode).toBe(401)
      expect(response.json().error.message).toBe('Código inválido')
    }
    expect((await verify(code)).statusCode).toBe(401)
    await sendSms()
    const fresh = await latestCode()
    expect((await verify(fresh)).statusCode).toBe(200)
  })

  it('still accepts the right code after four wrong tries', async () => {
    await sendSms()
    const code = await latestCode()
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) await verify(wrongOf(code))
    expect((await verify(code)).statusCode).toBe(200)
  })

  it('expires the code after the TTL', async () => {
    await sendSms()
    const code = await latestCode()
    clock += 61_000
    expect((await verify(code)).statusCode).toBe(401)
  })

  it('replaces the previous code when a new one is sent', async () => {
    await sendSms()
    const first = await latestCode()
    await sendEmail()
    const second = await latestCode()
    expect((await verify(first, 5001)).statusCode).toBe(401)
    expect((await verify(second, 7001)).statusCode).toBe(200)
  })

  it('rejects a code checked against another entity (404)', async () => {
    await sendSms()
    const code = await latestCode()
    const response = await post(
      test.app,
      '/social/v1/person/login/',
      { pf_id: 1001, code, resource_id: 5001, oid: 'tst-olinda', oeid: 'tst-olinda-rpps' },
      { token: appToken },
    )
    expect(response.statusCode).toBe(404)
  })

  it('refuses a blocked person as the login does (403, entity message), codes sent or not', async () => {
    const refusal = { status: 403, message: findEntity('recife')?.login_error_messages['403'] }
    const send = await sendSms(1018, 5014)
    expect(send.statusCode).toBe(403)
    expect(send.json().error).toEqual(refusal)
    // A code issued before the block is no way in either.
    await test.app.store.update((data) => {
      issueCode(data, {
        pf_id: 1018,
        resource_id: 5014,
        channel: 'sms',
        ttlSeconds: 60,
        now: clock,
      })
    })
    const code = test.app.store.data.codes.find((entry) => entry.pf_id === 1018)?.code ?? ''
    const response = await verify(code, 5014, 1018)
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toEqual(refusal)
  })

  it('lists the outbox newest first and clears it on reset', async () => {
    await sendSms()
    await sendEmail()
    const messages = (await get(test.app, '/__dev/outbox')).json().messages
    expect(messages.map((m: { channel: string }) => m.channel)).toEqual(['email', 'sms'])
    await test.app.inject({ method: 'POST', url: '/__dev/reset' })
    expect((await get(test.app, '/__dev/outbox')).json().messages).toEqual([])
    expect((await verify(messages[0].code, 7001)).statusCode).toBe(401)
  })
})

/** A 429 of the send limit, its wait in the header, the body and the message. */
const expectTooMany = (response: LightMyRequestResponse, seconds: number) => {
  expect(response.statusCode).toBe(429)
  expect(response.headers['retry-after']).toBe(String(seconds))
  expect(response.json()).toEqual({
    error: {
      status: 429,
      message: `Aguarde ${seconds} segundos para pedir um novo código.`,
      retry_after: seconds,
    },
  })
}

describe('rate limit of the sends (ADR 020)', () => {
  const limit = { max: 3, windowSeconds: 600, intervalSeconds: 60 }
  beforeEach(async () => {
    await test.close()
    test = await buildTestApp({ now: () => clock, codeSendLimit: limit })
  })

  it('answers 429 with retry_after to a second send within the interval, any channel', async () => {
    expect((await sendSms()).statusCode).toBe(200)
    clock += 15_000
    expectTooMany(await sendEmail(), 45)
    expectTooMany(await sendSms(), 45)
    clock += 45_000
    expect((await sendEmail()).statusCode).toBe(200)
  })

  it('allows 3 sends per 10 minutes, then waits for the oldest to leave the window', async () => {
    for (let send = 0; send < 3; send++) {
      expect((await sendSms()).statusCode).toBe(200)
      clock += 60_000
    }
    // Sent at 0, 60 and 120 s; now 180 s: the first leaves the window at 600 s.
    expectTooMany(await sendSms(), 420)
    const outbox = (await get(test.app, '/__dev/outbox?pf_id=1001')).json().messages
    expect(outbox).toHaveLength(3)
    clock += 420_000
    expect((await sendSms()).statusCode).toBe(200)
  })

  it('keeps the wrong tries of the live code while a send is refused', async () => {
    await sendSms()
    const code = await latestCode()
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) await verify(wrongOf(code))
    expect((await sendSms()).statusCode).toBe(429)
    // The refused send issued nothing: the fifth wrong try still burns the same code.
    await verify(wrongOf(code))
    expect((await verify(code)).statusCode).toBe(401)
  })

  it('counts per person, and /__dev/reset forgets every count', async () => {
    await sendSms()
    expect((await sendSms()).statusCode).toBe(429)
    const other = test.app.store.data.persons.find(
      (person) =>
        person.pf_id !== 1001 &&
        !person.blocked &&
        !person.login_failure_status &&
        person.phones.some((phone) => phone.tel_tipo === 'M'),
    )
    const phone = other?.phones.find((entry) => entry.tel_tipo === 'M')
    expect((await sendSms(other?.pf_id, phone?.tel_id)).statusCode).toBe(200)
    await test.app.inject({ method: 'POST', url: '/__dev/reset' })
    expect((await sendSms()).statusCode).toBe(200)
  })

  it('does not count a send refused for another reason (unknown contact)', async () => {
    expect((await sendSms(1001, 999_999)).statusCode).toBe(404)
    expect((await sendSms()).statusCode).toBe(200)
  })
})
