import { sampleNewPhone } from '@censo/fixtures/samples/contacts'
import { describe, expect, it } from 'vitest'
import { get, post, useTestApp } from '../../testing'

const test = useTestApp()

// A work phone with an observation: both are stored as sent.
const newPhone = { pf_id: 1001, ...sampleNewPhone, tel_class: 'CO', tel_obs: 'Trabalho' }

describe('phones', () => {
  it("lists the person's current phones", async () => {
    const token = await test.app.tokens.signPerson(1002)
    const response = await get(test.app, '/social/v1/pessoa-fisica/telefones/1002/', token)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.SocialAPI.current.map((p: { tel_id: number }) => p.tel_id)).toEqual(
      [5002, 5003],
    )
  })

  it('adds a phone to the list', async () => {
    const token = await test.app.tokens.signPerson(1001)
    const response = await post(test.app, '/social/v1/pessoa-fisica/telefones/', newPhone, {
      token,
    })
    expect(response.statusCode).toBe(200)
    const telId = response.json().data.SocialAPI.tel_id
    expect(telId).toBeGreaterThan(5001)
    const list = await get(test.app, '/social/v1/pessoa-fisica/telefones/1001/', token)
    const { device: _device, pf_id: _pfId, ...fields } = { device: null, ...newPhone }
    expect(list.json().data.SocialAPI.current).toContainEqual({ tel_id: telId, ...fields })
  })

  it("refuses another person's phones (403)", async () => {
    const token = await test.app.tokens.signPerson(1001)
    expect(
      (await get(test.app, '/social/v1/pessoa-fisica/telefones/1002/', token)).statusCode,
    ).toBe(403)
    const write = await post(
      test.app,
      '/social/v1/pessoa-fisica/telefones/',
      { ...newPhone, pf_id: 1002 },
      { token },
    )
    expect(write.statusCode).toBe(403)
  })
})
