import { describe, expect, it } from 'vitest'
import { get, post, useTestApp } from '../testing'

const test = useTestApp()

const EMAILS = '/social/v1/pessoa-fisica/emails/'
const journaled = async () => (await get(test.app, '/__dev/journal')).json().entries

describe('the token comes first (issue 12 §4)', () => {
  it('answers 401 to a call without a token before looking at its body', async () => {
    const response = await post(test.app, EMAILS, { pf_id: 1001 })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.fields).toBeUndefined()
    // Nothing of the body was parsed, so nothing of it is journaled.
    const [entry] = await journaled()
    expect(entry).toMatchObject({ url: EMAILS, status: 401 })
    expect(entry.body).toBeUndefined()
  })

  it('answers 403 to a forged token, whatever the body', async () => {
    const response = await post(test.app, EMAILS, 'not json at all', { token: 'forged.token.x' })
    expect(response.statusCode).toBe(403)
  })

  it('still validates the body of an authenticated call (400 for a missing field)', async () => {
    const token = await test.app.tokens.signPerson(1001)
    const response = await post(test.app, EMAILS, { pf_id: 1001 }, { token })
    expect(response.statusCode).toBe(400)
  })
})
