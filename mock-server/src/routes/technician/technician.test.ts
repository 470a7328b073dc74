import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { SEED_FILE } from '@censo/fixtures'
import { buildTestApp, get, useTestApp } from '../../testing'
import { technicianKeyMatches } from './key'

/** Personas: 1001 no case, 1014 locked, 1015 released, 1016 done; 900 is the technician. */
const NOW = '2025-06-02T12:05:00.000Z'

const test = useTestApp({ now: () => Date.parse(NOW) })

const list = (query = '', headers: Record<string, string> = {}) =>
  get(test.app, `/__technician/cases${query}`, null, headers)
const release = (
  pfId: number | string,
  payload?: InjectOptions['payload'],
  headers: Record<string, string> = {},
) =>
  test.app.inject({
    method: 'POST',
    url: `/__technician/cases/${pfId}/release`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  })
const consolidate = (pfId: number | string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: `/__technician/cases/${pfId}/consolidate`, headers })
const relock = (pfId: number | string) =>
  test.app.inject({ method: 'POST', url: `/__technician/cases/${pfId}/lock` })
const caseOf = (pfId: number) => test.app.store.data.persons.find((p) => p.pf_id === pfId)?.case

describe('GET /__technician/cases', () => {
  it('lists every case, newest first, with person and case fields', async () => {
    const response = await list()
    expect(response.statusCode).toBe(200)
    const { cases } = response.json()
    expect(cases.map((item: { pf_id: number }) => item.pf_id)).toEqual([1016, 1015, 1014])
    expect(cases[2]).toEqual({
      pf_id: 1014,
      cpf: '32165498791',
      nome: 'Luiz Gonzaga Tavares',
      entity: 'recife',
      status: 'locked',
      data_hora: '2025-05-12T10:15:00-03:00',
      imagens: [],
    })
    expect(cases[1].message).toContain('<strong>RG</strong>')
    expect(cases[0]).toMatchObject({ status: 'done', uupfid: 900, validation_hash: 'a3f91c0b7d2e' })
  })

  it('filters by status and refuses an unknown status (406)', async () => {
    for (const status of ['locked', 'released', 'done']) {
      const { cases } = (await list(`?status=${status}`)).json()
      expect(cases).toHaveLength(1)
      expect(cases[0].status).toBe(status)
    }
    const bad = await list('?status=open')
    expect(bad.statusCode).toBe(406)
    expect(bad.json().error.fields).toEqual(['status'])
  })
})

describe('POST /__technician/cases/{pf_id}/release', () => {
  it('sends a locked case back with the HTML message, as technician 900', async () => {
    const response = await release(1014, { message: '  <p>Envie o <b>RG</b>.</p>\n' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      pf_id: 1014,
      cpf: '32165498791',
      nome: 'Luiz Gonzaga Tavares',
      entity: 'recife',
      status: 'released',
      data_hora: NOW,
      message: '<p>Envie o <b>RG</b>.</p>',
      uupfid: 900,
    })
    expect(caseOf(1014)).toEqual({
      status: 'released',
      uupfid: 900,
      data_hora: NOW,
      message: '<p>Envie o <b>RG</b>.</p>',
    })
  })

  it('requires a non-empty message (400) of text (406)', async () => {
    for (const payload of [undefined, {}, { message: '' }, { message: ' \n ' }]) {
      const response = await release(1014, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect((await release(1014, { message: ['<p>x</p>'] })).statusCode).toBe(406)
    expect((await release(1014, { message: 'x'.repeat(20_001) })).statusCode).toBe(406)
    expect(caseOf(1014)?.status).toBe('locked')
  })

  it('refuses cases that are not locked (409) and unknown cases (404)', async () => {
    for (const pfId of [1015, 1016]) {
      const response = await release(pfId, { message: '<p>x</p>' })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.message).toBe('Registro já existente')
    }
    expect(caseOf(1016)?.status).toBe('done')
    expect((await release(1001, { message: '<p>x</p>' })).statusCode).toBe(404)
    expect((await release(999_999, { message: '<p>x</p>' })).statusCode).toBe(404)
    expect((await release('abc', { message: '<p>x</p>' })).statusCode).toBe(406)
  })
})

describe('POST /__technician/cases/{pf_id}/lock', () => {
  it('puts a released or a done case back to locked, as if CONCLUIR had just been pressed', async () => {
    for (const pfId of [1015, 1016]) {
      const response = await relock(pfId)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ pf_id: pfId, status: 'locked', data_hora: NOW })
      expect(caseOf(pfId)).toEqual({ status: 'locked', data_hora: NOW })
    }
    // Then the technician can act on it again.
    expect((await consolidate(1015)).statusCode).toBe(200)
    expect((await release(1016, { message: '<p>De novo</p>' })).statusCode).toBe(200)
  })

  it('refuses a locked case (409 with why) and a person without a case (404)', async () => {
    const locked = await relock(1014)
    expect(locked.statusCode).toBe(409)
    expect(locked.json().error).toEqual({
      status: 409,
      message: 'Registro já existente',
      reason:
        'The case is locked (em análise): only a released or done case can be put back to locked.',
    })
    expect((await relock(1001)).statusCode).toBe(404)
    expect((await relock('x')).statusCode).toBe(406)
  })
})

describe('POST /__technician/cases/{pf_id}/consolidate', () => {
  it('consolidates a locked case with a fresh 12-hex validation hash', async () => {
    const response = await consolidate(1014)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ pf_id: 1014, status: 'done', data_hora: NOW, uupfid: 900 })
    expect(body.validation_hash).toMatch(/^[0-9a-f]{12}$/)
    expect(caseOf(1014)?.validation_hash).toBe(body.validation_hash)
  })

  it('accepts an empty JSON object as body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/__technician/cases/1014/consolidate',
      payload: {},
    })
    expect(response.statusCode).toBe(200)
  })

  it('refuses cases that are not locked (409, the spec message and why) and unknown cases (404)', async () => {
    const released = await consolidate(1015)
    expect(released.statusCode).toBe(409)
    expect(released.json()).toEqual({
      error: {
        status: 409,
        message: 'Registro já existente',
        reason:
          'The case is released (devolvido): only a locked case can be released or consolidated.',
      },
    })
    expect((await consolidate(1016)).json().error.reason).toBe(
      'The case is done (consolidado): only a locked case can be released or consolidated.',
    )
    expect(caseOf(1016)?.validation_hash).toBe('a3f91c0b7d2e')
    expect((await consolidate(1001)).statusCode).toBe(404)
    expect((await consolidate(999_999)).statusCode).toBe(404)
    expect((await consolidate(0)).statusCode).toBe(406)
  })

  it('needs neither device nor checksum (a tester tool)', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/__technician/cases/1014/release',
      payload: { message: '<p>x</p>' },
      headers: { 'x-checksum': 'f'.repeat(64) },
    })
    expect(response.statusCode).toBe(200)
  })
})

describe('technician key (MOCK_TECHNICIAN_KEY)', () => {
  it('is open when no key is configured', () => {
    expect(technicianKeyMatches(undefined, undefined)).toBe(true)
    expect(technicianKeyMatches('s3cret', 's3cret')).toBe(true)
    expect(technicianKeyMatches('s3cret', 'S3CRET')).toBe(false)
    expect(technicianKeyMatches('s3cret', ['s3cret'])).toBe(false)
  })

  it('requires X-Technician-Key on every /cases call when set (401), not on the page', async () => {
    const keyed = await buildTestApp({ technicianKey: 's3cret' })
    try {
      const call = (options: InjectOptions) => keyed.app.inject(options)
      const calls: InjectOptions[] = [
        { method: 'GET', url: '/__technician/cases' },
        {
          method: 'POST',
          url: '/__technician/cases/1014/release',
          payload: { message: '<p>x</p>' },
        },
        { method: 'POST', url: '/__technician/cases/1014/consolidate' },
      ]
      for (const options of calls) {
        for (const headers of [{}, { 'x-technician-key': 'wrong' }]) {
          const response = await call({ ...options, headers })
          expect(response.statusCode).toBe(401)
          expect(response.json().error.message).toContain('X-Technician-Key')
        }
      }
      expect(keyed.app.store.data.persons.find((p) => p.pf_id === 1014)?.case?.status).toBe(
        'locked',
      )
      const ok = await call({
        method: 'POST',
        url: '/__technician/cases/1014/consolidate',
        headers: { 'X-Technician-Key': 's3cret' },
      })
      expect(ok.statusCode).toBe(200)
      expect((await call({ method: 'GET', url: '/__technician/' })).statusCode).toBe(200)
    } finally {
      await keyed.close()
    }
  })
})

describe('GET /__technician/ (console page)', () => {
  it('serves an accessible page with a strict CSP and the nonce on its script', async () => {
    const response = await get(test.app, '/__technician/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    const csp = String(response.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("default-src 'none'")
    const html = response.body
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).toMatch(/<table>\s*<caption id="caption">/)
    for (const id of ['key', 'status', 'release-pf', 'release-message']) {
      expect(html).toContain(`<label for="${id}">`)
      expect(html).toContain(`id="${id}"`)
    }
    expect(html).toContain('role="status"')
    expect(html).toContain('sessionStorage')
    // Server values are inserted as text: the script never assigns innerHTML.
    expect(html).not.toContain('innerHTML')
    expect((await get(test.app, '/__technician')).statusCode).toBe(200)
  })
})

describe("the case's images (census-wizard §7 Images)", () => {
  it('lists what was sent for the person and their dependants, at signed addresses the console shows', async () => {
    await test.app.store.update((data) => {
      const fernanda = data.persons.find((p) => p.pf_id === 1013)
      if (fernanda) fernanda.case = { status: 'locked', data_hora: '2025-06-01T10:00:00-03:00' }
    })
    const [fernanda] = (await list())
      .json()
      .cases.filter((c: { pf_id: number }) => c.pf_id === 1013)
    expect(fernanda.imagens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file_id: SEED_FILE.pedroCertidao,
          ref_id: 1101,
          nome: 'Pedro Lopes Guimarães',
          tipos: ['Certidão de Nascimento'],
        }),
        expect.objectContaining({ file_id: SEED_FILE.fernandaFoto, tipos: ['Foto'] }),
      ]),
    )
    const url = new URL(fernanda.imagens[0].url)
    const thumbnail = await get(test.app, `${url.pathname}${url.search}&w=128&q=70`)
    expect(thumbnail.statusCode).toBe(200)
    expect(thumbnail.headers['content-type']).toBe('image/webp')
    // A case without images lists none.
    const [locked] = (await list()).json().cases.filter((c: { pf_id: number }) => c.pf_id === 1014)
    expect(locked.imagens).toEqual([])
  })

  it('lets the console page load the thumbnails (img-src) and names the column', async () => {
    const response = await get(test.app, '/__technician/')
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self'")
    expect(response.body).toContain('<th scope="col">Imagens enviadas</th>')
  })
})

describe('OpenAPI', () => {
  it('documents the recad calls, the receipt file and the technician endpoint', async () => {
    const doc = (await get(test.app, '/docs/json')).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/recad/v1/higienize-segurado/',
        '/recad/v1/higienize-segurado/{pf_id}/',
        '/recad/v1/validate/{pf_id}/report/',
        '/files/receipts/{name}',
        '/__technician/cases',
        '/__technician/cases/{pf_id}/release',
        '/__technician/cases/{pf_id}/consolidate',
      ]),
    )
    const finalize = doc.paths['/recad/v1/higienize-segurado/'].post
    expect(Object.keys(finalize.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '406', '409', '412', '500']),
    )
    expect(doc.paths['/__technician/cases/{pf_id}/release'].post.security).toEqual([
      { technicianKey: [] },
    ])
    const phones = doc.paths['/social/v1/pessoa-fisica/telefones/'].post
    expect(Object.keys(phones.responses)).toContain('405')
  })
})

/** The outcome notices in the outbox; a case locked again (the person confirmed anew). */
const notices = () => test.app.store.data.outbox.filter((message) => message.kind === 'outcome')
const lock = (pfId: number) =>
  test.app.store.update((data) => {
    const person = data.persons.find((p) => p.pf_id === pfId)
    if (person) person.case = { status: 'locked', data_hora: NOW }
  })

describe('the outcome notice (census-wizard §1: by SMS, when a mobile phone was given)', () => {
  it('texts each mobile phone when a case is released, then consolidated, naming the outcome', async () => {
    // 1014 has one mobile phone; a landline beside it gets nothing.
    await test.app.store.update((data) => {
      const person = data.persons.find((p) => p.pf_id === 1014)
      person?.phones.push({
        ...person.phones[0]!,
        tel_id: 5990,
        tel_tipo: 'F',
        tel_prefixo: '3222',
      })
    })
    expect((await release(1014, { message: '<p>Falta o RG.</p>' })).statusCode).toBe(200)
    expect(notices()).toEqual([
      expect.objectContaining({
        kind: 'outcome',
        channel: 'sms',
        to: '+5581999882211',
        pf_id: 1014,
        resource_id: 5011,
        code: null,
        text: expect.stringMatching(/precisa de correções\. Abra o aplicativo do Recenseamento/),
      }),
    ])
    await lock(1014)
    expect((await consolidate(1014)).statusCode).toBe(200)
    expect(notices()).toHaveLength(2)
    expect(notices()[1]?.text).toMatch(/foi consolidado\. Abra o aplicativo do Recenseamento/)
    // The outbox lists them beside the codes; `kind` picks them out.
    const outbox = (await get(test.app, '/__dev/outbox?pf_id=1014&kind=outcome', null)).json()
    expect(outbox.messages).toHaveLength(2)
  })

  it('sends nothing to a person without a mobile phone', async () => {
    await test.app.store.update((data) => {
      const person = data.persons.find((p) => p.pf_id === 1014)
      if (person)
        person.phones = person.phones.map((phone) => ({ ...phone, tel_tipo: 'F' as const }))
    })
    expect((await release(1014, { message: '<p>Falta o RG.</p>' })).statusCode).toBe(200)
    expect(notices()).toHaveLength(0)
  })
})
