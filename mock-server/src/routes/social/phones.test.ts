import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, get, post, type TestApp } from '../../testing'

let test: TestApp

beforeEach(async () => {
  test = await buildTestApp()
})
afterEach(() => test.close())

const newPhone = {
  pf_id: 1001,
  tel_tipo: 'M',
  tel_ddi: '55',
  tel_ddd: '81',
  tel_prefixo: '98888',
  tel_sufixo: '7777',
  tel_class: 'CO',
  tel_obs: 'Trabalho',
}

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
