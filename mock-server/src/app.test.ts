import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { freshDb } from './plugins/db'
import { get, lockAndConsolidate, post, useTestApp } from './testing'

function preflight(app: FastifyInstance, origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url: '/social/v2/pessoa-fisica/login/',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,x-checksum',
    },
  })
}

describe('app', () => {
  const test = useTestApp()

  it('answers health', async () => {
    expect((await get(test.app, '/__dev/health')).json()).toEqual({ ok: true })
  })

  it("answers the browsers' icon request with no content, not a 404", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
  })

  it('answers 404 in the error envelope for an unknown route', async () => {
    const response = await get(test.app, '/social/v9/nothing/')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { status: 404, message: 'Registro não encontrado' } })
  })

  it('publishes the OpenAPI document generated from the contract schemas', async () => {
    const doc = (await get(test.app, '/docs/json')).json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/v1/auth/',
        '/meta/v2/data/{appId}/',
        '/social/v2/pessoa-fisica/login/',
        '/social/v1/person/login/',
        '/social/v1/pessoa-fisica/telefones/{pf_id}/',
      ]),
    )
    const login = doc.paths['/social/v2/pessoa-fisica/login/'].post
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '406', '412', '500', '503']),
    )
    expect((await get(test.app, '/docs/')).statusCode).toBe(200)
  })

  it('sends security headers on its pages and on every answer, without breaking what the app loads', async () => {
    const pages = [await get(test.app, '/docs/'), await get(test.app, '/__technician/')]
    const answers = [...pages, await get(test.app, '/social/v9/nothing/')]
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(answer.headers['referrer-policy']).toBe('no-referrer')
      // The app, on another origin, shows the mock's images.
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin')
      // Plain HTTP on localhost: no HSTS to force every port of localhost to HTTPS.
      expect(answer.headers['strict-transport-security']).toBeUndefined()
    }
    for (const page of pages) {
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-security-policy']).toMatch(/script-src/)
      expect(page.headers['content-security-policy']).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
    }
  })

  it('allows CORS from localhost, 127.0.0.1 and *.localhost only', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://ipsl.localhost:5173',
    ]) {
      const response = await preflight(test.app, origin)
      expect(response.headers['access-control-allow-origin']).toBe(origin)
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'x-checksum',
      )
    }
    const foreign = await preflight(test.app, 'https://evil.example.com')
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('journals requests newest first, without its own, and clears on DELETE', async () => {
    await get(test.app, '/__dev/health')
    await post(test.app, '/auth/v1/auth/', { apikey: 'censo-dev-key' })
    await get(test.app, '/__dev/journal')
    const entries = (await get(test.app, '/__dev/journal?limit=2')).json().entries
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({ method: 'POST', url: '/auth/v1/auth/', status: 401 })
    expect(entries[0].body.apikey).toBe('censo-dev-key')
    expect(entries[0].duration_ms).toBeGreaterThanOrEqual(0)
    expect(entries[1]).toMatchObject({ method: 'GET', url: '/__dev/health', status: 200 })
    await test.app.inject({ method: 'DELETE', url: '/__dev/journal' })
    expect((await get(test.app, '/__dev/journal')).json().entries).toEqual([])
  })

  it('journals a deep or large body as its text cut to 16 KB, and still lists it', async () => {
    const deep = `{"pattern":${'['.repeat(5000)}${']'.repeat(5000)}}`
    await test.app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    })
    const text = 'x'.repeat(2 * 1024 * 1024)
    await test.app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: text,
      headers: { 'content-type': 'text/plain' },
    })
    const response = await get(test.app, '/__dev/journal?limit=2')
    expect(response.statusCode).toBe(200)
    const [large, nested] = response.json().entries
    expect(nested.body).toBe(deep)
    expect(large.body).toBe(`${'x'.repeat(16_384)}… [${text.length} bytes]`)
  })

  it('answers a malformed URL, an OPTIONS without Origin and malformed HTTP in the envelope', async () => {
    const badUrl = await get(test.app, '/social/v1/%zz/')
    expect(badUrl.statusCode).toBe(400)
    expect(badUrl.json()).toEqual({
      error: { status: 400, message: 'Campo obrigatório omitido no payload' },
    })
    for (const headers of [{}, { origin: 'http://localhost:5173' }]) {
      const options = await test.app.inject({ method: 'OPTIONS', url: '/social/v1/x/', headers })
      expect(options.statusCode).toBe(204)
      expect(options.body).toBe('')
    }

    await test.app.listen({ port: 0, host: '127.0.0.1' })
    const address = test.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const raw = await new Promise<string>((resolve, reject) => {
      let answer = ''
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('POST /__dev/reset HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n')
      })
      socket.on('data', (chunk) => (answer += chunk))
      socket.on('close', () => resolve(answer))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(raw).toContain('\r\nContent-Type: application/json\r\n')
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { status: 400, message: 'Campo obrigatório omitido no payload' },
    })
  })

  it('reset reseeds the data and clears the journal (which then holds only the reset)', async () => {
    const token = await test.app.tokens.signPerson(1001)
    await post(
      test.app,
      '/social/v3/pessoa-fisica/inserir/',
      { cpf: '50318627426', nascimento: '2000-01-01' },
      { token },
    )
    const before = test.app.store.data.persons.length
    const reset = await test.app.inject({ method: 'POST', url: '/__dev/reset' })
    expect(reset.statusCode).toBe(200)
    expect(reset.json().persons).toBe(before - 1)
    expect(test.app.store.data.persons.some((p) => p.cpf === '50318627426')).toBe(false)
    const entries = (await get(test.app, '/__dev/journal')).json().entries
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ method: 'POST', url: '/__dev/reset', status: 200 })
  })
})

/** A landline person 1001 adds (a write that persists, or that a reseed takes away). */
const phone = {
  pf_id: 1001,
  tel_tipo: 'F',
  tel_ddi: '55',
  tel_ddd: '81',
  tel_prefixo: '3421',
  tel_sufixo: '9090',
  tel_class: 'R',
  tel_obs: null,
}

describe('reseeding one person (POST /__dev/reset/{pf_id})', () => {
  const test = useTestApp()
  it("puts that person back as seeded, with their codes and outbox gone, and keeps everyone else's work", async () => {
    // 1001 adds a phone and gets a code; 1014's case is consolidated (another tester's work).
    const token = await test.app.tokens.signPerson(1001)
    expect(
      (await post(test.app, '/social/v1/pessoa-fisica/telefones/', phone, { token })).statusCode,
    ).toBe(200)
    await test.app.store.update((data) => {
      data.outbox.push({
        id: 1,
        kind: 'code',
        channel: 'email',
        to: 'a@example.com',
        pf_id: 1001,
        resource_id: 1,
        code: '123456',
        text: 'código',
        created_at: '2025-06-02T12:00:00.000Z',
      })
    })
    const hash = await lockAndConsolidate(test.app, 1014)
    const phonesOf1001 = () =>
      test.app.store.data.persons.find((person) => person.pf_id === 1001)?.phones.length

    const answer = await test.app.inject({ method: 'POST', url: '/__dev/reset/1001' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ ok: true, pf_id: 1001 })
    expect(test.app.store.data.outbox.filter((message) => message.pf_id === 1001)).toEqual([])
    expect(phonesOf1001()).toBe(
      freshDb().persons.find((person) => person.pf_id === 1001)?.phones.length,
    )
    const other = test.app.store.data.persons.find((person) => person.pf_id === 1014)?.case
    expect(other).toMatchObject({ status: 'done', validation_hash: hash })
  })

  it('answers 404 for a pf_id the seed does not have, and 406 for one that is not a number', async () => {
    const unknown = await test.app.inject({ method: 'POST', url: '/__dev/reset/999999' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(
      'Nenhuma pessoa com pf_id 999999 nos dados iniciais do mock.',
    )
    expect((await test.app.inject({ method: 'POST', url: '/__dev/reset/abc' })).statusCode).toBe(
      406,
    )
  })
})

describe('persistence', () => {
  it('survives a rebuilt app on the same file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'censo-persist-'))
    const dataFile = join(dir, 'db.json')
    try {
      const first = await buildApp({ dataFile })
      const token = await first.tokens.signPerson(1001)
      const added = await post(first, '/social/v1/pessoa-fisica/telefones/', phone, { token })
      const telId = added.json().data.SocialAPI.tel_id
      await first.close()
      expect(await readFile(dataFile, 'utf8')).toContain(`"tel_id": ${telId}`)

      const second = await buildApp({ dataFile })
      const list = await get(
        second,
        '/social/v1/pessoa-fisica/telefones/1001/',
        await second.tokens.signPerson(1001),
      )
      expect(list.json().data.SocialAPI.current.map((p: { tel_id: number }) => p.tel_id)).toContain(
        telId,
      )
      await second.close()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('seeds a missing file and reseeds a stale one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'censo-seed-'))
    const dataFile = join(dir, 'nested', 'db.json')
    try {
      const app = await buildApp({ dataFile })
      expect(app.store.data.persons.length).toBeGreaterThan(50)
      await app.close()
      const { writeFile } = await import('node:fs/promises')
      await writeFile(dataFile, JSON.stringify({ version: -1, persons: [] }))
      const again = await buildApp({ dataFile })
      expect(again.store.data.persons.length).toBeGreaterThan(50)
      await again.close()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
