import { sampleNewPhone } from '@censo/fixtures/samples/contacts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildTestApp, get, post, useTestApp } from '../testing'
import { compilePattern, createFaults, isFaultExempt, type FaultInput } from './faults'

describe('compilePattern', () => {
  it('treats a pattern without * as a prefix of whole segments, trailing slash optional', () => {
    const matches = compilePattern('/social/v1/pessoa-fisica/telefones/')
    expect(matches('/social/v1/pessoa-fisica/telefones/')).toBe(true)
    expect(matches('/social/v1/pessoa-fisica/telefones')).toBe(true)
    expect(matches('/social/v1/pessoa-fisica/telefones/1001/')).toBe(true)
    expect(matches('/social/v1/pessoa-fisica/telefones-x/')).toBe(false)
    expect(matches('/social/v1/pessoa-fisica/')).toBe(false)
    expect(compilePattern('/social/v1')('/social/v10/x/')).toBe(false)
    expect(compilePattern('/')('/anything/at/all/')).toBe(true)
  })

  it('matches a glob against the whole path: * within a segment, ** across segments', () => {
    const one = compilePattern('/social/v1/pessoa-fisica/telefones/*')
    expect(one('/social/v1/pessoa-fisica/telefones/1001/')).toBe(true)
    expect(one('/social/v1/pessoa-fisica/telefones/1001')).toBe(true)
    expect(one('/social/v1/pessoa-fisica/telefones/1001/extra/')).toBe(false)
    expect(one('/social/v1/pessoa-fisica/telefones/')).toBe(false)
    expect(one('/social/v1/pessoa-fisica/cursos/1001/')).toBe(false)

    const middle = compilePattern('/social/*/pessoa-fisica/*/1001/')
    expect(middle('/social/v1/pessoa-fisica/cursos/1001/')).toBe(true)
    expect(middle('/social/v1/pessoa-fisica/cursos/1002/')).toBe(false)

    const deep = compilePattern('/social/**/1001')
    expect(deep('/social/v1/pessoa-fisica/pne/1001/')).toBe(true)
    expect(deep('/social/v1/pessoa-fisica/pne/1002/')).toBe(false)
  })

  it('matches in time proportional to path × pattern, whatever the pattern', () => {
    const matches = compilePattern(`/${'**a'.repeat(8)}**b`)
    const started = performance.now()
    expect(matches(`/${'a'.repeat(40)}/`)).toBe(false)
    expect(performance.now() - started).toBeLessThan(500)
    expect(matches(`/${'a/'.repeat(8)}b/`)).toBe(true)
  })

  it('takes every other character literally', () => {
    const svg = compilePattern('/files/fotos/*.svg')
    expect(svg('/files/fotos/1001.svg')).toBe(true)
    expect(svg('/files/fotos/1001xsvg')).toBe(false)
    expect(compilePattern('/a+(b)/*')('/a+(b)/c')).toBe(true)
    expect(compilePattern('/a+(b)/*')('/aa(b)/c')).toBe(false)
  })
})

describe('isFaultExempt', () => {
  it('exempts the mock tools and nothing else', () => {
    for (const path of ['/__dev', '/__dev/journal', '/__technician/cases', '/docs', '/docs/json'])
      expect(isFaultExempt(path)).toBe(true)
    for (const path of ['/', '/social/v1/x/', '/files/fotos/1001.svg', '/__device', '/docsx'])
      expect(isFaultExempt(path)).toBe(false)
  })
})

describe('createFaults', () => {
  const input: FaultInput = { pattern: '/social/', status: 500 }

  it('tries the newest matching fault first, filters by method, ignores OPTIONS and tools', () => {
    const faults = createFaults(() => 0)
    const old = faults.add(input)
    const newer = faults.add({ pattern: '/social/', method: 'POST', status: 503 })
    expect(faults.take('POST', '/social/v1/x/')?.id).toBe(newer.id)
    expect(faults.take('GET', '/social/v1/x/')?.id).toBe(old.id)
    expect(faults.take('OPTIONS', '/social/v1/x/')).toBeUndefined()
    expect(faults.take('GET', '/meta/v2/data/censo/')).toBeUndefined()
    faults.add({ pattern: '/', status: 500 })
    expect(faults.take('GET', '/__dev/health')).toBeUndefined()
    expect(faults.list().map((fault) => fault.hits)).toEqual([0, 1, 1])
  })

  it('consumes a fault with times; spent at 0, it stays listed and affects nothing', () => {
    const faults = createFaults(() => 0)
    const fault = faults.add({ ...input, times: 2 })
    expect(fault).toMatchObject({ times: 2, remaining: 2, hits: 0, spent: false })
    expect(faults.take('GET', '/social/x')).toMatchObject({ remaining: 1, hits: 1, spent: false })
    expect(faults.take('GET', '/social/x')).toMatchObject({ remaining: 0, hits: 2, spent: true })
    expect(faults.take('GET', '/social/x')).toBeUndefined()
    expect(faults.list()).toEqual([{ ...fault, remaining: 0, hits: 2, spent: true }])
  })

  it('fills in the catalogue message, or the unknown-error text off the catalogue', () => {
    const faults = createFaults(() => Date.UTC(2026, 0, 2))
    expect(faults.add({ pattern: '/', status: 503 })).toEqual({
      id: 1,
      pattern: '/',
      status: 503,
      message: 'Serviço temporáriamente indisponível...tente novamente em instantes',
      hits: 0,
      spent: false,
      created_at: '2026-01-02T00:00:00.000Z',
    })
    expect(faults.add({ pattern: '/', status: 502 }).message).toBe('Erro desconhecido')
    expect(faults.add({ pattern: '/', status: 500, message: 'Boom' }).message).toBe('Boom')
    expect(faults.add({ pattern: '/', latency_ms: 10 })).not.toHaveProperty('message')
  })

  it('hands out copies: changing an answer changes nothing', () => {
    const faults = createFaults()
    const fault = faults.add(input)
    fault.status = 418
    const listed = faults.list()[0]
    if (listed) listed.pattern = '/x'
    expect(faults.list()[0]).toMatchObject({ pattern: '/social/', status: 500 })
  })
})

describe('fault injection (onRequest)', () => {
  const test = useTestApp()
  let token: string
  beforeEach(async () => {
    token = await test.app.tokens.signPerson(1001)
  })

  const addFault = async (body: Record<string, unknown>) => {
    const response = await test.app.inject({ method: 'POST', url: '/__dev/faults', payload: body })
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }
  const phonesOf = (pfId: number, bearer: string | null = token) =>
    get(test.app, `/social/v1/pessoa-fisica/telefones/${pfId}/`, bearer)
  const coursesOf = (pfId: number) =>
    get(test.app, `/social/v1/pessoa-fisica/cursos/${pfId}/`, token)
  const phone = { pf_id: 1001, ...sampleNewPhone }
  const addPhone = () => post(test.app, '/social/v1/pessoa-fisica/telefones/', phone, { token })

  it('answers the status on a matching route, before auth, and leaves the others alone', async () => {
    await addFault({ pattern: '/social/v1/pessoa-fisica/telefones/*', status: 503 })
    for (const bearer of [token, null]) {
      const response = await phonesOf(1001, bearer)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: {
          status: 503,
          message: 'Serviço temporáriamente indisponível...tente novamente em instantes',
        },
      })
    }
    expect((await coursesOf(1001)).statusCode).toBe(200)
    // The glob needs a segment after telefones/: the POST on the collection is not affected.
    expect((await addPhone()).statusCode).toBe(200)
  })

  it('answers before checksum and body validation, with the given message', async () => {
    await addFault({ pattern: '/social/v1/pessoa-fisica/telefones/', status: 500, message: 'Boom' })
    const response = await post(
      test.app,
      '/social/v1/pessoa-fisica/telefones/',
      { pf_id: 'x' },
      {
        checksum: false,
      },
    )
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: { status: 500, message: 'Boom' } })
  })

  it('filters by method', async () => {
    await addFault({ pattern: '/social/v1/pessoa-fisica/telefones', method: 'POST', status: 409 })
    expect((await addPhone()).statusCode).toBe(409)
    expect((await phonesOf(1001)).statusCode).toBe(200)
  })

  it('matches globs across the path, ignoring the query string', async () => {
    await addFault({ pattern: '/social/*/pessoa-fisica/*/1001', status: 404 })
    expect((await phonesOf(1001)).statusCode).toBe(404)
    expect((await coursesOf(1001)).statusCode).toBe(404)
    expect(
      (await get(test.app, '/social/v1/pessoa-fisica/cursos/1001/?x=1', token)).statusCode,
    ).toBe(404)
    expect((await phonesOf(1002)).statusCode).toBe(403)
    expect((await addPhone()).statusCode).toBe(200)
  })

  it('waits latency_ms, then lets the request go on (or answers the status)', async () => {
    await addFault({
      pattern: '/social/v1/pessoa-fisica/telefones/',
      method: 'GET',
      latency_ms: 150,
    })
    await addFault({ pattern: '/social/v1/pessoa-fisica/cursos/', latency_ms: 150, status: 502 })
    let started = performance.now()
    expect((await phonesOf(1001)).statusCode).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    started = performance.now()
    const faulted = await coursesOf(1001)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(faulted.statusCode).toBe(502)
    expect(faulted.json().error.message).toBe('Erro desconhecido')
    started = performance.now()
    expect((await addPhone()).statusCode).toBe(200)
    expect(performance.now() - started).toBeLessThan(140)
  })

  it('consumes a fault with times per matching request, then lists it spent', async () => {
    const fault = await addFault({
      pattern: '/social/v1/pessoa-fisica/telefones/',
      status: 500,
      times: 2,
    })
    expect((await coursesOf(1001)).statusCode).toBe(200)
    expect((await phonesOf(1001)).statusCode).toBe(500)
    const listed = (await get(test.app, '/__dev/faults')).json().faults
    expect(listed).toEqual([{ ...fault, remaining: 1, hits: 1 }])
    expect((await addPhone()).statusCode).toBe(500)
    expect((await get(test.app, '/__dev/faults')).json().faults).toEqual([
      { ...fault, remaining: 0, hits: 2, spent: true },
    ])
    expect((await phonesOf(1001)).statusCode).toBe(200)
  })

  it('stacks: the newest matching fault applies first', async () => {
    await addFault({ pattern: '/social/', status: 500 })
    await addFault({ pattern: '/social/v1/pessoa-fisica/telefones/', status: 503, times: 1 })
    expect((await phonesOf(1001)).statusCode).toBe(503)
    expect((await phonesOf(1001)).statusCode).toBe(500)
    expect((await coursesOf(1001)).statusCode).toBe(500)
  })

  it('never touches /__dev, /__technician, /docs nor CORS preflights; keeps CORS headers', async () => {
    await addFault({ pattern: '/', status: 500 })
    await addFault({ pattern: '/**', status: 500 })
    expect((await get(test.app, '/__dev/health')).statusCode).toBe(200)
    expect((await get(test.app, '/__technician/cases')).statusCode).toBe(200)
    expect((await get(test.app, '/docs/json')).statusCode).toBe(200)
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/social/v1/pessoa-fisica/telefones/',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-checksum',
      },
    })
    expect(preflight.statusCode).toBe(204)
    const faulted = await get(test.app, '/meta/v2/data/censo/', null, {
      origin: 'http://localhost:5173',
    })
    expect(faulted.statusCode).toBe(500)
    expect(faulted.headers['access-control-allow-origin']).toBe('http://localhost:5173')
  })

  it('journals faulted requests with their status and the fault id', async () => {
    const fault = await addFault({ pattern: '/social/v1/pessoa-fisica/telefones/', status: 503 })
    await phonesOf(1001)
    await coursesOf(1001)
    const entries = (await get(test.app, '/__dev/journal?limit=2')).json().entries
    expect(entries[0]).toMatchObject({
      method: 'GET',
      url: '/social/v1/pessoa-fisica/cursos/1001/',
      status: 200,
    })
    expect(entries[0]).not.toHaveProperty('fault')
    expect(entries[1]).toMatchObject({
      method: 'GET',
      url: '/social/v1/pessoa-fisica/telefones/1001/',
      status: 503,
      fault: fault.id,
    })
  })

  it('cuts a pending latency short when the app closes', async () => {
    const own = await buildTestApp()
    const added = await own.app.inject({
      method: 'POST',
      url: '/__dev/faults',
      payload: { pattern: '/meta/', latency_ms: 30_000, status: 503 },
    })
    expect(added.statusCode).toBe(201)
    const started = performance.now()
    const pending = own.app.inject({ method: 'GET', url: '/meta/v2/data/censo/' })
    await vi.waitFor(() => expect(own.app.faults.list()[0]?.hits).toBe(1))
    const closing = own.close()
    expect((await pending).statusCode).toBe(503)
    await closing
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
