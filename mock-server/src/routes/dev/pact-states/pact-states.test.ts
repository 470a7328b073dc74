import { describe, expect, it } from 'vitest'
import { buildTestApp, get, lockAndConsolidate, post, useTestApp } from '../../../testing'
import { PACT_STATES_OFF } from '.'

const test = useTestApp({ pactStates: true })

const person = {
  cpf: '52998224725',
  nascimento: '1961-03-14',
  oid: 'tst-recife',
  oeid: 'tst-recife-rpps',
  pf_id: 910001,
}

/** As a Pact verifier posts it: plain JSON, no device object. */
const changeState = (payload: unknown) =>
  post(test.app, '/__dev/pact-states', payload, { device: false })

describe('/__dev/pact-states on a mock a person uses (not started for verification)', () => {
  it('refuses with a 409 that says why and how, and changes nothing', async () => {
    const built = await buildTestApp()
    const { app } = built
    try {
      // A tester's work: a case consolidated, its receipt's hash kept.
      await lockAndConsolidate(app, 1001)
      const before = JSON.stringify(app.store.data)
      const response = await post(
        app,
        '/__dev/pact-states',
        { state: 'a logged-in person', params: person },
        { device: false },
      )
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ error: { status: 409, message: PACT_STATES_OFF } })
      expect(JSON.stringify(app.store.data)).toBe(before)
      expect(app.store.data.persons.find((each) => each.pf_id === 1001)?.case?.status).toBe('done')
    } finally {
      await built.close()
    }
  })
})

describe('/__dev/pact-states (Pact provider-states setup URL)', () => {
  it("sets a person's state up and answers tokens that open that person's data", async () => {
    const response = await changeState({
      consumer: 'censo-web',
      state: 'a logged-in person',
      params: person,
      action: 'setup',
    })
    expect(response.statusCode).toBe(200)
    const answer = response.json()
    expect(answer).toEqual({
      appToken: expect.any(String),
      personToken: expect.any(String),
      pf_id: 910001,
    })
    const emails = await get(
      test.app,
      '/social/v1/pessoa-fisica/emails/910001/',
      answer.personToken,
    )
    expect(emails.statusCode).toBe(200)
    expect(test.app.store.data.persons.filter((p) => p.cpf === person.cpf)).toHaveLength(1)
  })

  it('answers only the app token when the state stores no such person, or names no state', async () => {
    const absent = await changeState({ state: 'no person with the CPF', params: person })
    expect(absent.statusCode).toBe(200)
    expect(absent.json()).toEqual({ appToken: expect.any(String) })
    expect(test.app.store.data.persons.some((p) => p.cpf === person.cpf)).toBe(false)

    const none = await changeState({ state: '', params: {}, action: 'setup' })
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({ appToken: expect.any(String) })
  })

  it('does nothing on teardown', async () => {
    const before = test.app.store.data.persons.length
    const response = await changeState({ state: 'a logged-in person', action: 'teardown' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
    expect(test.app.store.data.persons).toHaveLength(before)
  })

  it('refuses an unknown state and parameters the state cannot use with a 400 that says why', async () => {
    const unknown = await changeState({ state: 'a person on the moon', params: person })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({
      error: {
        status: 400,
        message: 'Estado de provedor desconhecido: "a person on the moon".',
        fields: ['state'],
      },
    })
    const unusable = await changeState({ state: 'a logged-in person', params: { cpf: 1 } })
    expect(unusable.statusCode).toBe(400)
    expect(unusable.json().error.fields).toEqual(['params'])
    expect(unusable.json().error.message).toMatch(
      /^Os parâmetros não servem ao estado "a logged-in person": /,
    )
    const malformed = await changeState({ state: 3 })
    // A wrong type, as everywhere in the mock: 406 naming the field.
    expect(malformed.statusCode).toBe(406)
    expect(malformed.json().error.fields).toEqual(['state'])
  })
})
