import { describe, expect, it } from 'vitest'
import { failOnUnexpectedCalls, mockFetch, takeUnexpectedCalls } from './fetch'

const BASE = 'http://localhost:3333'

/** A read as the app writes many: a 404 or a failure is "none". */
const swallowingRead = (url: string) =>
  fetch(url)
    .then((answer) => (answer.ok ? (answer.json() as Promise<unknown>) : null))
    .catch(() => null)

// The guard setup.ts runs after each test, called here directly so that these tests can see it
// fail without failing themselves (each reads, and so clears, what it planted).
describe('mockFetch: a call nobody expected', () => {
  it('answers 404 and fails the test, naming the method and path', async () => {
    mockFetch([{ path: '/meta/v2/data/censo/', body: {} }])
    const answer = await fetch(`${BASE}/recad/v1/aval/9001/`)
    await fetch(`${BASE}/social/v1/pessoa-fisica/telefones/9001/`, { method: 'POST', body: '{}' })
    expect(answer.status).toBe(404)
    expect(() => failOnUnexpectedCalls()).toThrow(
      /2 call\(s\)[^]*GET \/recad\/v1\/aval\/9001\/\n {2}POST \/social\/v1\/pessoa-fisica\/telefones\/9001\//,
    )
    // Read once: the test's end finds nothing more.
    expect(takeUnexpectedCalls()).toEqual([])
  })

  it('is caught even where the app swallows the 404 (a read of "none")', async () => {
    mockFetch([])
    expect(await swallowingRead(`${BASE}/recad/v1/higienize-segurado/9001/`)).toBeNull()
    expect(takeUnexpectedCalls()).toEqual(['GET /recad/v1/higienize-segurado/9001/'])
  })

  it('passes a matched call and an explicit 404 row; a wrong method or a used-up route is unexpected', async () => {
    mockFetch([
      { path: '/meta/v2/data/censo/', body: {} },
      { path: '/recad/v1/aval/9001/', status: 404, body: { error: { status: 404 } } },
      { method: 'PUT', path: '/social/v1/pessoa-fisica/pne/9001/', body: {}, times: 1 },
    ])
    expect((await fetch(`${BASE}/meta/v2/data/censo/`)).status).toBe(200)
    expect((await fetch(`${BASE}/recad/v1/aval/9001/`)).status).toBe(404)
    const put = { method: 'PUT', body: '{}' }
    expect((await fetch(`${BASE}/social/v1/pessoa-fisica/pne/9001/`, put)).status).toBe(200)
    expect(takeUnexpectedCalls()).toEqual([])
    // A GET where only a PUT is set up, and a PUT beyond its `times`.
    mockFetch([{ method: 'PUT', path: '/social/v1/pessoa-fisica/pne/9001/', body: {}, times: 1 }])
    await fetch(`${BASE}/social/v1/pessoa-fisica/pne/9001/`)
    await fetch(`${BASE}/social/v1/pessoa-fisica/pne/9001/`, put)
    await fetch(`${BASE}/social/v1/pessoa-fisica/pne/9001/`, put)
    expect(takeUnexpectedCalls()).toEqual([
      'GET /social/v1/pessoa-fisica/pne/9001/',
      'PUT /social/v1/pessoa-fisica/pne/9001/',
    ])
  })

  it('does not blame a test for a call its table gets after it was checked', async () => {
    mockFetch([])
    expect(takeUnexpectedCalls()).toEqual([])
    // The previous table's app, still running after its test: no longer counted.
    await fetch(`${BASE}/late/`)
    expect(takeUnexpectedCalls()).toEqual([])
  })
})
