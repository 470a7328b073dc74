import { describe, expect, it } from 'vitest'
import { buildTestApp, get, jsonRequest, post, type SendOptions, useTestApp } from '../../testing'

/** Personas: 1001 no case, 1014 locked, 1015 released, 1016 done; 900 is the technician. */
const NOW = '2025-06-02T12:05:00.000Z'

const test = useTestApp({ now: () => Date.parse(NOW) })
const token = (pfId: number) => test.app.tokens.signPerson(pfId)

const statusOf = async (pfId: number, auth?: string | null) =>
  get(
    test.app,
    `/recad/v1/higienize-segurado/${pfId}/`,
    auth === undefined ? await token(pfId) : auth,
  )
const receiptOf = async (pfId: number, auth?: string | null) =>
  get(test.app, `/recad/v1/validate/${pfId}/report/`, auth === undefined ? await token(pfId) : auth)
const finalize = async (pfId: number, options: SendOptions = {}, body: object = {}) =>
  post(
    test.app,
    '/recad/v1/higienize-segurado/',
    { pf_id: pfId, status: 'locked', ...body },
    { token: await token(pfId), ...options },
  )
const technician = (pfId: number, action: 'release' | 'consolidate', message?: string) =>
  test.app.inject({
    method: 'POST',
    url: `/__technician/cases/${pfId}/${action}`,
    ...(message === undefined ? {} : { payload: { message } }),
  })

describe('GET /recad/v1/higienize-segurado/{pf_id}/', () => {
  it('answers 404 while the person has no case', async () => {
    const response = await statusOf(1001)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { status: 404, message: 'Registro não encontrado' } })
  })

  it('answers each case state with absent fields as null', async () => {
    expect((await statusOf(1014)).json().data.RecadAPI).toEqual({
      status: 'locked',
      uupfid: null,
      message: null,
      data_hora: '2025-05-12T10:15:00-03:00',
      validation_hash: null,
    })
    const released = (await statusOf(1015)).json().data.RecadAPI
    expect(released).toMatchObject({ status: 'released', uupfid: 900, validation_hash: null })
    expect(released.message).toContain('<strong>RG</strong>')
    expect((await statusOf(1016)).json().data.RecadAPI).toEqual({
      status: 'done',
      uupfid: 900,
      message: null,
      data_hora: '2025-06-02T09:05:00-03:00',
      validation_hash: 'a3f91c0b7d2e',
    })
  })
})

describe('POST /recad/v1/higienize-segurado/ (finalize)', () => {
  it('locks a case that did not exist and refuses a second finalize (409)', async () => {
    const response = await finalize(1001)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { RecadAPI: { status: 'locked', data_hora: NOW } } })
    expect((await statusOf(1001)).json().data.RecadAPI).toMatchObject({
      status: 'locked',
      data_hora: NOW,
    })
    const again = await finalize(1001)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ error: { status: 409, message: 'Registro já existente' } })
  })

  it('locks a released case again, dropping the technician message', async () => {
    expect((await finalize(1015)).statusCode).toBe(200)
    expect((await statusOf(1015)).json().data.RecadAPI).toEqual({
      status: 'locked',
      uupfid: null,
      message: null,
      data_hora: NOW,
      validation_hash: null,
    })
  })

  it('refuses to finalize a locked or done case (409) and changes nothing', async () => {
    expect((await finalize(1014)).statusCode).toBe(409)
    expect((await finalize(1016)).statusCode).toBe(409)
    expect((await statusOf(1016)).json().data.RecadAPI.validation_hash).toBe('a3f91c0b7d2e')
  })
})

describe('authorization', () => {
  it('answers 401 without a token, with an app token and with a pending token', async () => {
    const app = await test.app.tokens.signApp()
    const pending = await test.app.tokens.signPending(1014)
    for (const auth of [null, app, pending]) {
      expect((await statusOf(1014, auth)).statusCode).toBe(401)
      expect((await receiptOf(1016, auth)).statusCode).toBe(401)
      const write = await finalize(1001, { token: auth })
      expect(write.statusCode).toBe(401)
      expect(write.json().error.message).toBe(
        'Você não possui permissão para realizar esta operação',
      )
    }
    expect(test.app.store.data.persons.find((p) => p.pf_id === 1001)?.case).toBeUndefined()
  })

  it("answers 403 for another person's pf_id, on every call", async () => {
    const other = await token(1001)
    expect((await statusOf(1014, other)).statusCode).toBe(403)
    expect((await receiptOf(1016, other)).statusCode).toBe(403)
    const write = await finalize(1002, { token: other })
    expect(write.statusCode).toBe(403)
    expect(write.json().error.message).toBe('Sessão expirada, faço log-in novamente')
    expect(test.app.store.data.persons.find((p) => p.pf_id === 1002)?.case).toBeUndefined()
  })
})

const expectStatus =
  (status: number, fields?: string[]) =>
  (response: {
    statusCode: number
    json: () => { error: { status: number; fields?: string[] } }
  }) => {
    expect(response.statusCode).toBe(status)
    expect(response.json().error.status).toBe(status)
    if (fields) expect(response.json().error.fields).toEqual(fields)
  }

describe('bad input (never a 500)', () => {
  it('answers 400 for a missing pf_id or status', async () => {
    const tokenOf1001 = await token(1001)
    const send = (body: object) =>
      test.app.inject(
        jsonRequest('POST', '/recad/v1/higienize-segurado/', body, { token: tokenOf1001 }),
      )
    expectStatus(400, ['status'])(await send({ pf_id: 1001 }))
    expectStatus(400, ['pf_id'])(await send({ status: 'locked' }))
  })

  it('answers 406 for a status other than locked or a malformed pf_id', async () => {
    for (const status of ['done', 'released', 'LOCKED', 1]) {
      expectStatus(406, ['status'])(await finalize(1001, {}, { status }))
    }
    expectStatus(406, ['pf_id'])(await finalize(1001, {}, { pf_id: '1001' }))
    expectStatus(406, ['pf_id'])(await finalize(1001, {}, { pf_id: -1 }))
    const tokenOf1001 = await token(1001)
    expectStatus(406)(await statusOf(0, tokenOf1001))
    expectStatus(406)(await get(test.app, '/recad/v1/higienize-segurado/abc/', tokenOf1001))
    expectStatus(406)(await get(test.app, '/recad/v1/validate/1.5/report/', tokenOf1001))
  })

  it('answers 412 without or with a wrong checksum, 400 without device', async () => {
    expectStatus(412)(await finalize(1001, { checksum: false }))
    expectStatus(412)(await finalize(1001, { checksum: 'f'.repeat(64) }))
    expectStatus(400, ['device'])(await finalize(1001, { device: false }))
    expectStatus(406, ['device'])(await finalize(1001, {}, { device: { id: 'short' } }))
  })

  it('answers 4xx for broken JSON and an empty body', async () => {
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${await token(1001)}`,
    }
    const broken = await test.app.inject({
      method: 'POST',
      url: '/recad/v1/higienize-segurado/',
      payload: '{"pf_id": ',
      headers,
    })
    expectStatus(400)(broken)
    const empty = await test.app.inject({
      method: 'POST',
      url: '/recad/v1/higienize-segurado/',
      headers,
    })
    expect(empty.statusCode).toBe(400)
    expect(test.app.store.data.persons.find((p) => p.pf_id === 1001)?.case).toBeUndefined()
  })
})

describe('GET /recad/v1/validate/{pf_id}/report/ (receipt)', () => {
  it('answers an absolute url_file on the request origin for a done case', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/recad/v1/validate/1016/report/',
      headers: { host: 'mock.localhost:3333', authorization: `Bearer ${await token(1016)}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      data: {
        RecadAPI: {
          url_file: 'http://mock.localhost:3333/files/receipts/1016-a3f91c0b7d2e.pdf',
        },
      },
    })
  })

  it('answers 404 while there is no receipt (no case, locked, released)', async () => {
    for (const pfId of [1001, 1014, 1015]) {
      const response = await receiptOf(pfId)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('Registro não encontrado')
    }
  })

  it('uses MOCK_PUBLIC_URL when configured', async () => {
    const other = await buildTestApp({ publicUrl: 'https://mock.example.org/' })
    try {
      const response = await get(
        other.app,
        '/recad/v1/validate/1016/report/',
        await other.app.tokens.signPerson(1016),
      )
      expect(response.json().data.RecadAPI.url_file).toBe(
        'https://mock.example.org/files/receipts/1016-a3f91c0b7d2e.pdf',
      )
    } finally {
      await other.close()
    }
  })
})

describe('the whole lifecycle', () => {
  it('none → locked → released → locked → done, with a fresh receipt at the end', async () => {
    expect((await finalize(1001)).statusCode).toBe(200)
    expect((await technician(1001, 'release', '<p>Envie o <b>RG</b>.</p>')).statusCode).toBe(200)
    expect((await statusOf(1001)).json().data.RecadAPI).toMatchObject({
      status: 'released',
      uupfid: 900,
      message: '<p>Envie o <b>RG</b>.</p>',
    })
    expect((await receiptOf(1001)).statusCode).toBe(404)
    expect((await finalize(1001)).statusCode).toBe(200)
    expect((await technician(1001, 'consolidate')).statusCode).toBe(200)
    const done = (await statusOf(1001)).json().data.RecadAPI
    expect(done).toMatchObject({ status: 'done', uupfid: 900, message: null, data_hora: NOW })
    expect(done.validation_hash).toMatch(/^[0-9a-f]{12}$/)
    expect((await receiptOf(1001)).json().data.RecadAPI.url_file).toMatch(
      new RegExp(`/files/receipts/1001-${done.validation_hash}\\.pdf$`),
    )
    expect((await finalize(1001)).statusCode).toBe(409)
  })

  it('lists the requests in the journal, with their status', async () => {
    await finalize(1001)
    await statusOf(1001)
    await receiptOf(1001)
    await technician(1001, 'consolidate')
    const entries = (await get(test.app, '/__dev/journal')).json().entries
    expect(
      entries.map((entry: { method: string; url: string; status: number }) => [
        entry.method,
        entry.url,
        entry.status,
      ]),
    ).toEqual([
      ['POST', '/__technician/cases/1001/consolidate', 200],
      ['GET', '/recad/v1/validate/1001/report/', 404],
      ['GET', '/recad/v1/higienize-segurado/1001/', 200],
      ['POST', '/recad/v1/higienize-segurado/', 200],
    ])
    expect(entries[3].body).toMatchObject({ pf_id: 1001, status: 'locked' })
  })
})
