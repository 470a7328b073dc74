import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { JOURNAL_SIZE } from '../plugins/journal'
import { get, jsonRequest, sha256Hex, TEST_DEVICE, type SendOptions, useTestApp } from '../testing'
import type { WriteExample } from './write-example'
import { wrongTypeOf, writeExamples, type Method } from './write-examples.testing'

/** Every write route gets bad input; none may answer 500, and the journal must list every request. */

type Auth = WriteExample['auth']

// Every example is sent again and again: the rate limits of codes and logins (ADR 020) are off.
const test = useTestApp(
  { codeSendLimit: { max: 0, intervalSeconds: 0 }, loginLimit: { max: 0 } },
  'all',
)
let tokens: Record<Auth, string | null>
let foreignToken: string
let requests = 0

async function sendAs(
  url: string,
  body: unknown,
  options: SendOptions,
  method: Method = 'POST',
): Promise<LightMyRequestResponse> {
  requests++
  const response = await test.app.inject(jsonRequest(method, url, body, options))
  expect(response.statusCode, `${url} ${response.body}`).not.toBe(500)
  return response
}

async function rawAs(
  url: string,
  payload: string,
  contentType: string,
  token: string | null,
  method: Method = 'POST',
) {
  requests++
  const response = await test.app.inject({
    method,
    url,
    payload,
    headers: {
      'content-type': contentType,
      'x-checksum': sha256Hex(payload),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  })
  expect(response.statusCode).not.toBe(500)
  return response
}

beforeAll(async () => {
  tokens = {
    none: null,
    app: await test.app.tokens.signApp(),
    person: await test.app.tokens.signPerson(1001),
  }
  foreignToken = await test.app.tokens.signPerson(1003)
})

const routes = writeExamples

describe.each(routes)('$method $url', (route) => {
  const token = () => tokens[route.auth]
  const send = (url: string, body: unknown, options: SendOptions) =>
    sendAs(url, body, options, route.method)
  const raw = (url: string, payload: string, contentType: string, bearer: string | null) =>
    rawAs(url, payload, contentType, bearer, route.method)

  it('answers the well-formed request', async () => {
    const response = await send(route.url, route.body, { token: token() })
    expect(response.statusCode).toBe(route.ok)
  })

  it.each(Object.keys(route.body))('answers 400 when %s is omitted', async (field) => {
    const { [field]: _omitted, ...body } = route.body
    const response = await send(route.url, body, { token: token() })
    if (route.optional?.includes(field)) {
      expect(response.statusCode).toBe(route.ok)
      return
    }
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      status: 400,
      message: 'Campo obrigatório omitido no payload',
    })
    expect(response.json().error.fields).toContain(field)
  })

  it.each(Object.keys(route.body))('answers 406 when %s has a wrong type', async (field) => {
    const body = { ...route.body, [field]: wrongTypeOf(route.body[field]) }
    const response = await send(route.url, body, { token: token() })
    expect(response.statusCode).toBe(406)
    expect(response.json().error.message).toBe(
      'Falha na validação do payload...verifique os dados informados',
    )
    expect(response.json().error.fields.join(',')).toContain(field)
  })

  it('answers 400 without device and 406 with a malformed one', async () => {
    const without = await send(route.url, route.body, { token: token(), device: false })
    expect(without.statusCode).toBe(400)
    expect(without.json().error.fields).toEqual(['device'])
    const malformed = await send(
      route.url,
      { ...route.body, device: { ...TEST_DEVICE, id: 'short', lat: 'x' } },
      { token: token(), device: false },
    )
    expect(malformed.statusCode).toBe(406)
    expect(malformed.json().error.fields).toEqual(['device'])
    // A position off the globe (the device's own, ADR 026) is malformed too.
    const offGlobe = await send(
      route.url,
      { ...route.body, device: { ...TEST_DEVICE, lat: 91, lng: -181 } },
      { token: token(), device: false },
    )
    expect(offGlobe.statusCode).toBe(406)
    expect(offGlobe.json().error.fields).toEqual(['device'])
  })

  it.skipIf(route.checksumExempt)('answers 412 without or with a wrong checksum', async () => {
    const missing = await send(route.url, route.body, { token: token(), checksum: false })
    expect(missing.statusCode).toBe(412)
    expect(missing.json().error.message).toBe('Os dados não atendem aos requisitos desta operação')
    const wrong = await send(route.url, route.body, { token: token(), checksum: 'a'.repeat(64) })
    expect(wrong.statusCode).toBe(412)
  })

  it.skipIf(route.auth === 'none')(
    'answers 401 without a token, 403 with a forged one',
    async () => {
      expect((await send(route.url, route.body, { token: null })).statusCode).toBe(401)
      const forged = `${tokens.app?.slice(0, -4)}abcd`
      expect((await send(route.url, route.body, { token: forged })).statusCode).toBe(403)
    },
  )

  it.skipIf(!route.foreign && !route.foreignUrl)(
    "answers 403 for another person's pf_id",
    async () => {
      const response = await send(route.foreignUrl ?? route.url, route.foreign ?? route.body, {
        token: tokens.person,
      })
      expect(response.statusCode).toBe(403)
      expect((await send(route.url, route.body, { token: foreignToken })).statusCode).toBe(403)
    },
  )

  it('answers 4xx for broken JSON, a wrong media type, an empty body or a non-object', async () => {
    expect((await raw(route.url, '{"cpf": ', 'application/json', token())).statusCode).toBe(400)
    expect((await raw(route.url, '<cpf/>', 'application/xml', token())).statusCode).toBe(415)
    expect((await raw(route.url, 'cpf=1', 'text/plain', token())).statusCode).toBe(406)
    expect((await raw(route.url, '', 'application/json', token())).statusCode).toBe(400)
    expect((await raw(route.url, '[1,2]', 'application/json', token())).statusCode).toBe(406)
    expect((await raw(route.url, 'null', 'application/json', token())).statusCode).toBe(400)
  })
})

/** Whether an example's method and url match a write of the OpenAPI document (`POST /a/{id}/`). */
function hasExample(write: string): boolean {
  const [method, path = ''] = write.split(' ')
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`)
  return routes.some((route) => route.method === method && pattern.test(route.url))
}

describe('examples', () => {
  it('cover every write route of the emulated APIs (the tester tools have their own tests)', () => {
    const { paths = {} } = test.app.swagger()
    const writes = Object.entries(paths)
      .filter(([path]) => !path.startsWith('/__'))
      .flatMap(([path, operations]) =>
        Object.keys(operations ?? {})
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
    expect(writes.length).toBeGreaterThan(10)
    expect(writes.filter((write) => !hasExample(write))).toEqual([])
  })
})

type GetCase = [url: string, auth: 'person' | null, status: number]

/** A read of the person's own pf_id: not an id is 406, another person's 403, no token 401. */
const ownRead = (url: (pfId: string) => string): GetCase[] => [
  [url('abc'), 'person', 406],
  [url('1002'), 'person', 403],
  [url('1001'), null, 401],
]

describe('GET routes with bad input', () => {
  const cases: GetCase[] = [
    ...ownRead((pfId) => `/social/v1/pessoa-fisica/telefones/${pfId}/`),
    ['/social/v1/pessoa-fisica/telefones/-3/', 'person', 406],
    ...ownRead((pfId) => `/social/v1/pessoa-fisica/cursos/${pfId}/`),
    ['/meta/v2/data/nope/', null, 404],
    ['/meta/v2/data/censo/?host=%%%', null, 200],
    ['/__dev/journal?limit=abc', null, 406],
    ['/__dev/journal?limit=0', null, 406],
    ['/__dev/outbox?pf_id=abc', null, 406],
    ['/files/fotos/abc.svg', null, 404],
    ['/files/fotos/1001.svg?w=abc', null, 406],
    ['/files/banners/..%2Fetc.svg', null, 406],
    ['/files/banners/missing.svg', null, 404],
    ...ownRead((pfId) => `/recad/v1/higienize-segurado/${pfId}/`),
    ['/recad/v1/validate/0/report/', 'person', 406],
    ['/recad/v1/validate/1002/report/', 'person', 403],
    ['/files/receipts/1016.pdf', null, 406],
    ['/files/receipts/1001-a3f91c0b7d2e.pdf', null, 404],
    ['/__technician/cases?status=x', null, 406],
    ...ownRead((pfId) => `/storage/v2/docs/${pfId}/`),
    ['/storage/v2/promise/1/', 'person', 406],
    ['/storage/v2/promise/0123456789abcdef0123456789abcdef/', 'person', 404],
    ['/storage/v2/file/50001/', null, 400],
    [`/storage/v2/file/50001/?exp=9999999999&sig=${'A'.repeat(43)}`, null, 403],
    [`/storage/v2/file/50001/?exp=99999999999999&sig=${'A'.repeat(43)}`, null, 406],
    ['/social/v1/pessoa-fisica/document/1002/all/', 'person', 403],
    ['/social/v1/pessoa-fisica/document/1001/all,DROP/', 'person', 406],
    ['/social/v1/pessoa-fisica/ctps/doc/1001/12/', 'person', 404],
    ['/social/v1/pessoa-fisica/ctps/contratos/doc/1001/x/', 'person', 406],
    ['/recad/v1/servidor/document/1002/all/', 'person', 403],
  ]

  it.each(cases)('GET %s → %i', async (url, auth, status) => {
    // The journal does not list its own requests.
    if (!url.startsWith('/__dev/journal')) requests++
    const response = await get(test.app, url, auth === 'person' ? tokens.person : null)
    expect(response.statusCode).toBe(status)
    expect(response.statusCode).not.toBe(500)
    if (status >= 400) expect(response.json().error.status).toBe(status)
  })
})

describe('array items with bad values', () => {
  const cases: Array<[string, Method, string, Record<string, unknown>, number, string]> = [
    [
      'a wrong parent kind',
      'PATCH',
      '/social/v1/pessoa-fisica/perfil/1001/',
      { filiacao: [{ pf_filiacao_tipo: 'X', pf_filiacao_nome: 'Ana' }] },
      406,
      'filiacao.0.pf_filiacao_tipo',
    ],
    [
      'an omitted parent name',
      'PATCH',
      '/social/v1/pessoa-fisica/perfil/1001/',
      { filiacao: [{ pf_filiacao_tipo: 'M' }] },
      400,
      'filiacao.0.pf_filiacao_nome',
    ],
    [
      'a pf_id that is text',
      'POST',
      '/social/v1/pessoa-fisica/exchange/',
      { pf_ids: ['abc'], options: { fields: ['nome'] } },
      406,
      'pf_ids.0',
    ],
    [
      'an unknown field',
      'POST',
      '/social/v1/pessoa-fisica/exchange/',
      { pf_ids: [1001], options: { fields: ['zzz'] } },
      406,
      'options.fields.0',
    ],
  ]

  it.each(cases)('answers %s', async (_label, method, url, body, status, field) => {
    const response = await sendAs(url, body, { token: tokens.person }, method)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.fields).toEqual([field])
  })
})

describe('path ids that are not plain decimal digits', () => {
  const ids = ['0x3e9', '%20%201001', '1001.0', '1e3', '01001', '+1001', '1001%00']

  it.each(ids)('answers 406 for %s and writes nothing', async (id) => {
    requests += 2
    const read = await get(test.app, `/social/v1/pessoa-fisica/telefones/${id}/`, tokens.person)
    expect(read.statusCode).toBe(406)
    expect(read.json().error.fields).toEqual(['pf_id'])
    const before = JSON.stringify(test.app.store.data)
    const url = `/social/v1/pessoa-fisica/perfil/${id}/`
    const write = await test.app.inject(
      jsonRequest('PATCH', url, { nome_social: 'X' }, { token: tokens.person }),
    )
    expect(write.statusCode).toBe(406)
    expect(JSON.stringify(test.app.store.data)).toBe(before)
  })
})

describe('journal', () => {
  it('lists every request made above (up to its size)', async () => {
    const entries = (await get(test.app, '/__dev/journal')).json().entries
    expect(entries.length).toBe(Math.min(requests, JOURNAL_SIZE))
    expect(entries.every((entry: { status: number }) => entry.status !== 500)).toBe(true)
  })
})
