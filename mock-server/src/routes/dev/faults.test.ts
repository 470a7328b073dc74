import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, get, useTestApp } from '../../testing'

const test = useTestApp({}, 'all')
afterEach(() => test.app.faults.clear())

const addFault = (payload: unknown) =>
  test.app.inject({
    method: 'POST',
    url: '/__dev/faults',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  })
const list = async () => (await get(test.app, '/__dev/faults')).json().faults
const remove = (id: string | number) =>
  test.app.inject({ method: 'DELETE', url: `/__dev/faults/${id}` })

describe('/__dev/faults', () => {
  it('creates a fault (201) with defaults filled in, no device nor checksum needed', async () => {
    const response = await addFault({
      pattern: '/social/v1/pessoa-fisica/telefones/*',
      method: 'GET',
      status: 404,
      latency_ms: 250,
      times: 3,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      id: expect.any(Number),
      pattern: '/social/v1/pessoa-fisica/telefones/*',
      method: 'GET',
      status: 404,
      message: 'Registro não encontrado',
      latency_ms: 250,
      times: 3,
      remaining: 3,
      hits: 0,
      spent: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const latencyOnly = await addFault({ pattern: '/meta/', latency_ms: 0 })
    expect(latencyOnly.statusCode).toBe(201)
    expect(latencyOnly.json()).not.toHaveProperty('status')
    expect(latencyOnly.json()).not.toHaveProperty('method')
  })

  it('lists newest first, deletes one (404 when unknown) and clears all', async () => {
    const first = (await addFault({ pattern: '/social/', status: 500 })).json()
    const second = (await addFault({ pattern: '/recad/', latency_ms: 100 })).json()
    const third = (await addFault({ pattern: '/meta/', status: 503 })).json()
    expect(await list()).toEqual([third, second, first])

    const removed = await remove(second.id)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual(second)
    expect(await list()).toEqual([third, first])
    const again = await remove(second.id)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ error: { status: 404, message: 'Registro não encontrado' } })
    expect((await remove(999_999)).statusCode).toBe(404)

    const cleared = await test.app.inject({ method: 'DELETE', url: '/__dev/faults' })
    expect(cleared.json()).toEqual({ ok: true, removed: 2 })
    expect(await list()).toEqual([])
    // Ids are not reused.
    expect((await addFault({ pattern: '/', status: 500 })).json().id).toBeGreaterThan(third.id)
  })

  it('is cleared by POST /__dev/reset', async () => {
    await addFault({ pattern: '/social/', status: 500 })
    expect(await list()).toHaveLength(1)
    expect((await test.app.inject({ method: 'POST', url: '/__dev/reset' })).statusCode).toBe(200)
    expect(await list()).toEqual([])
    expect((await get(test.app, '/meta/v2/data/censo/')).statusCode).toBe(200)
  })

  it('keeps faults per app instance', async () => {
    await addFault({ pattern: '/meta/', status: 500 })
    const other = await buildTestApp()
    try {
      expect(other.app.faults.list()).toEqual([])
      expect((await get(other.app, '/meta/v2/data/censo/')).statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('is described in the OpenAPI document with its schemas', async () => {
    const doc = (await get(test.app, '/docs/json')).json()
    const post = doc.paths['/__dev/faults'].post
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '406']))
    const body = post.requestBody.content['application/json'].schema
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['pattern', 'method', 'status', 'latency_ms', 'times', 'message']),
    )
    expect(body.required).toEqual(['pattern'])
    expect(body.properties.status).toMatchObject({ minimum: 400, maximum: 599 })
    expect(doc.paths['/__dev/faults'].get).toBeDefined()
    expect(doc.paths['/__dev/faults'].delete).toBeDefined()
    expect(doc.paths['/__dev/faults/{id}'].delete).toBeDefined()
  })
})

describe('/__dev/faults with bad input (400 omitted, 406 malformed, never 500)', () => {
  const valid = { pattern: '/social/', status: 500 }
  const cases: Array<[string, Record<string, unknown>, number, string[]]> = [
    ['pattern omitted', { status: 500 }, 400, ['pattern']],
    ['pattern empty', { ...valid, pattern: '' }, 400, ['pattern']],
    ['pattern null', { ...valid, pattern: null }, 400, ['pattern']],
    ['pattern a number', { ...valid, pattern: 12 }, 406, ['pattern']],
    ['pattern not a path', { ...valid, pattern: 'social/v1' }, 406, ['pattern']],
    ['pattern with a space', { ...valid, pattern: '/social/ v1' }, 406, ['pattern']],
    ['pattern with a query', { ...valid, pattern: '/social/?x=1' }, 406, ['pattern']],
    ['pattern too long', { ...valid, pattern: `/${'a'.repeat(600)}` }, 406, ['pattern']],
    ['pattern on a tool route', { ...valid, pattern: '/__dev/journal' }, 406, ['pattern']],
    ['pattern on the docs', { ...valid, pattern: '/docs/*' }, 406, ['pattern']],
    ['method unknown', { ...valid, method: 'OPTIONS' }, 406, ['method']],
    ['method lower case', { ...valid, method: 'get' }, 406, ['method']],
    ['method a number', { ...valid, method: 1 }, 406, ['method']],
    ['status below 400', { ...valid, status: 399 }, 406, ['status']],
    ['status above 599', { ...valid, status: 600 }, 406, ['status']],
    ['status a fraction', { ...valid, status: 500.5 }, 406, ['status']],
    ['status a string', { ...valid, status: '500' }, 406, ['status']],
    ['latency_ms negative', { ...valid, latency_ms: -1 }, 406, ['latency_ms']],
    ['latency_ms above 30000', { ...valid, latency_ms: 30_001 }, 406, ['latency_ms']],
    ['latency_ms a fraction', { ...valid, latency_ms: 1.5 }, 406, ['latency_ms']],
    ['latency_ms a string', { ...valid, latency_ms: 'x' }, 406, ['latency_ms']],
    ['times zero', { ...valid, times: 0 }, 406, ['times']],
    ['times negative', { ...valid, times: -2 }, 406, ['times']],
    ['times a fraction', { ...valid, times: 1.5 }, 406, ['times']],
    ['times a string', { ...valid, times: '2' }, 406, ['times']],
    ['message empty', { ...valid, message: '' }, 400, ['message']],
    ['message a number', { ...valid, message: 5 }, 406, ['message']],
    ['message too long', { ...valid, message: 'x'.repeat(2001) }, 406, ['message']],
    ['neither status nor latency_ms', { pattern: '/social/' }, 400, ['status', 'latency_ms']],
    [
      'message without status',
      { pattern: '/social/', latency_ms: 5, message: 'x' },
      400,
      ['status'],
    ],
  ]

  it.each(cases)('%s → %i', async (_name, body, status, fields) => {
    const response = await addFault(body)
    expect(response.statusCode, response.body).toBe(status)
    const { error } = response.json()
    expect(error.status).toBe(status)
    expect(error.message).toBe(
      status === 400
        ? 'Campo obrigatório omitido no payload'
        : 'Falha na validação do payload...verifique os dados informados',
    )
    expect(error.fields).toEqual(fields)
    expect(await list()).toEqual([])
  })

  it("says why a pattern on the mock's own tools is refused", async () => {
    const response = await addFault({ pattern: '/__technician/cases', status: 500 })
    expect(response.statusCode).toBe(406)
    expect(response.json().error.reason).toMatch(
      /^The mock's own tools \(\/__dev, \/__technician, \/docs\) are never faulted/,
    )
  })

  it('answers 4xx for broken JSON, an empty body, a non-object or another media type', async () => {
    const raw = (payload: string, type = 'application/json') =>
      test.app.inject({
        method: 'POST',
        url: '/__dev/faults',
        payload,
        headers: { 'content-type': type },
      })
    expect((await raw('{"pattern": ')).statusCode).toBe(400)
    expect((await raw('')).statusCode).toBe(400)
    expect((await raw('null')).statusCode).toBe(400)
    expect((await raw('[1,2]')).statusCode).toBe(406)
    expect((await raw('"x"')).statusCode).toBe(406)
    expect((await raw('pattern=/', 'text/plain')).statusCode).toBe(406)
    expect((await raw('<p/>', 'application/xml')).statusCode).toBe(415)
    expect((await test.app.inject({ method: 'POST', url: '/__dev/faults' })).statusCode).toBe(400)
  })

  it.each([
    ['abc', 406],
    ['0', 406],
    ['-1', 406],
    ['1.5', 406],
    ['424242', 404],
  ])('DELETE /__dev/faults/%s → %i', async (id, status) => {
    const response = await remove(id)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.status).toBe(status)
  })

  it('journals every request above without a 500', async () => {
    const entries = (await get(test.app, '/__dev/journal')).json().entries
    expect(entries.length).toBeGreaterThan(cases.length)
    expect(entries.some((entry: { status: number }) => entry.status >= 500)).toBe(false)
  })
})
