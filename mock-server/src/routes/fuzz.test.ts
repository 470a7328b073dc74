import { appendFileSync } from 'node:fs'
import type { InjectOptions } from 'fastify'
import { SignJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, sha256Hex, TEST_DEVICE } from '../testing'
import { wrongTypeOf, writeExamples } from './write-examples.testing'

/**
 * Fuzz: every operation of the OpenAPI document (`app.swagger()`, what /docs shows, so a new route
 * is fuzzed as soon as it is registered) gets 22–23 requests built by a seeded
 * generator: bad path parameters, junk query strings, missing, forged, truncated or expired
 * tokens, and malformed bodies (broken JSON, wrong types, a 1 MB string, deep nesting, prototype
 * keys). No answer may be a 5xx, and the server must answer its health check after each route.
 * Deterministic (a fixed seed per route) and bounded (about 1 900 requests, a few seconds).
 * `FUZZ_LOG=<file>` appends each case's status and label to that file.
 */

const SEED = 0x5eed_2026
const HUGE = 'x'.repeat(1024 * 1024)
const DEPTH = 20_000

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** FNV-1a of a route's key: each route its own sequence, unchanged when other routes come. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0
  }
  return hash
}

function pick<T>(random: () => number, list: readonly [T, ...T[]]): T {
  return list[Math.floor(random() * list.length)] ?? list[0]
}

const BAD_PARAMS: readonly [string, ...string[]] = [
  '-1',
  '0',
  '00001001',
  '99999999999999999999999999',
  '1e3',
  '0x3e9',
  '1001.0',
  'abc',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%20',
  '1001%3BDROP',
  '__proto__',
  'constructor',
  '%F0%9F%98%80',
  'A'.repeat(4096),
  '%',
]
const BAD_QUERY: readonly [string, ...string[]] = [
  '',
  '-1',
  '0',
  'abc',
  '1e999',
  '%%%',
  '9'.repeat(40),
  'x'.repeat(8192),
  '__proto__',
  '%00',
  'true',
]

type Auth =
  | 'none'
  | 'app'
  | 'person'
  | 'other-key'
  | 'truncated'
  | 'bearer-empty'
  | 'bearer-only'
  | 'basic'
  | 'expired'
  | 'alg-none'
  | 'garbage'
const AUTHS: readonly Auth[] = [
  'none',
  'app',
  'person',
  'other-key',
  'truncated',
  'bearer-empty',
  'bearer-only',
  'basic',
  'expired',
  'alg-none',
  'garbage',
]

type BodyKind =
  | 'example'
  | 'wrong-type'
  | 'huge-string'
  | 'deep'
  | 'broken-json'
  | 'array'
  | 'scalar'
  | 'null'
  | 'empty'
  | 'prototype'
  | 'big-numbers'
  | 'text-plain'
const BODIES: readonly BodyKind[] = [
  'example',
  'wrong-type',
  'huge-string',
  'deep',
  'broken-json',
  'array',
  'scalar',
  'null',
  'empty',
  'prototype',
  'big-numbers',
  'text-plain',
]

const test = await buildTestApp({
  // The sends and logins come back to back: the rate limits (ADR 020) would answer them all.
  codeSendLimit: { max: 0, intervalSeconds: 0 },
  loginLimit: { max: 0 },
})
afterAll(() => test.close())

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const person = await test.app.tokens.signPerson(1001)
const personClaims = JSON.parse(Buffer.from(person.split('.')[1] ?? '', 'base64url').toString())
const sign = (secret: string, expiresAt: number) =>
  new SignJWT(personClaims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret))
const now = Math.floor(Date.now() / 1000)
const authorization: Record<Auth, string | undefined> = {
  none: undefined,
  app: `Bearer ${await test.app.tokens.signApp()}`,
  person: `Bearer ${person}`,
  'other-key': `Bearer ${await sign('another-secret-0123456789-another-secret', now + 3600)}`,
  truncated: `Bearer ${person.slice(0, -12)}`,
  'bearer-empty': 'Bearer ',
  'bearer-only': 'Bearer',
  basic: `Basic ${Buffer.from('admin:admin').toString('base64')}`,
  expired: `Bearer ${await sign(test.app.config.jwtSecret, now - 60)}`,
  'alg-none': `Bearer ${base64url({ alg: 'none' })}.${base64url(personClaims)}.`,
  garbage: 'Bearer \u0000\u00ff...',
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  pathParams: string[]
  queryParams: string[]
  hasBody: boolean
}

const METHODS = [
  ['get', 'GET'],
  ['post', 'POST'],
  ['put', 'PUT'],
  ['patch', 'PATCH'],
  ['delete', 'DELETE'],
] as const

function operationsOf(): Operation[] {
  const { paths = {} } = test.app.swagger()
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(paths)) {
    for (const [key, method] of METHODS) {
      const operation = item?.[key]
      if (!operation) continue
      const parameters: Array<{ in?: string; name?: string }> =
        'parameters' in operation ? (operation.parameters ?? []) : []
      const named = (where: string) =>
        parameters.filter((parameter) => parameter.in === where).map((p) => p.name ?? '')
      operations.push({
        method,
        path,
        pathParams: named('path'),
        queryParams: named('query'),
        hasBody: method !== 'GET',
      })
    }
  }
  return operations
}

const operations = operationsOf()

/** The write example of an operation (its good body and path values), if it has one. */
function exampleOf(operation: Operation) {
  const pattern = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`)
  for (const example of writeExamples) {
    if (example.method !== operation.method) continue
    const match = pattern.exec(example.url.split('?')[0] ?? '')
    if (match) return { body: example.body, auth: example.auth, values: match.slice(1) }
  }
  return undefined
}

/** One field of a body, chosen by the generator. */
function someField(random: () => number, body: Record<string, unknown>): string | undefined {
  const keys = Object.keys(body).filter((key) => key !== 'device')
  return keys[Math.floor(random() * keys.length)]
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), type: 'application/json' })

/** The payload and content type of a body kind. */
function bodyOf(
  kind: BodyKind,
  random: () => number,
  example: Record<string, unknown>,
): { payload: string; type: string } {
  const field = someField(random, example)
  switch (kind) {
    case 'example':
      return json(example)
    case 'wrong-type':
      return json(field ? { ...example, [field]: wrongTypeOf(example[field]) } : { a: 1 })
    case 'huge-string':
      return json({ ...example, [field ?? 'nome']: HUGE })
    case 'deep':
      // The good body with one field (the last one wins) nested DEPTH levels down.
      return {
        payload: `${JSON.stringify(example).slice(0, -1)}${field ? ',' : ''}"${field ?? 'a'}":${deepObject(DEPTH)}}`,
        type: 'application/json',
      }
    case 'broken-json':
      return { payload: `${JSON.stringify(example).slice(0, -1)},"x":`, type: 'application/json' }
    case 'array':
      return json([example, example])
    case 'scalar':
      return json(pick(random, [42, 'texto', true, -1]))
    case 'null':
      return { payload: 'null', type: 'application/json' }
    case 'empty':
      return { payload: '', type: 'application/json' }
    case 'prototype':
      return {
        payload: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(example).slice(1)}`,
        type: 'application/json',
      }
    case 'big-numbers':
      return json(
        Object.fromEntries(
          Object.entries(example).map(([key, value]) => [
            key,
            typeof value === 'number' ? pick(random, [1e308, -1, 2 ** 53 + 1, 0, 1.5]) : value,
          ]),
        ),
      )
    case 'text-plain':
      return { payload: JSON.stringify(example), type: 'text/plain' }
    default:
      return kind satisfies never
  }
}

/**
 * The route's cases: each body kind (a GET: each draw of parameters) with the token the route
 * wants, so the body reaches validation and the handler; then each bad token with the good
 * request, so the token is what is tried. Path and query parameters are drawn at random.
 */
function casesOf(operation: Operation): Array<{ label: string; request: InjectOptions }> {
  const random = generator(SEED ^ hashOf(`${operation.method} ${operation.path}`))
  const example = exampleOf(operation)
  const wanted: Auth = example?.auth ?? 'person'
  const draws: Array<{ auth: Auth; body: BodyKind; fuzzUrl: boolean }> = [
    ...BODIES.map((body) => ({ auth: wanted, body, fuzzUrl: true })),
    ...AUTHS.filter((auth) => auth !== wanted).map((auth) => ({
      auth,
      body: 'example' as const,
      fuzzUrl: false,
    })),
  ]
  return draws.map(({ auth, body, fuzzUrl }) => {
    let url = operation.path
    operation.pathParams.forEach((name, position) => {
      const good = example?.values[position] ?? '1001'
      url = url.replace(`{${name}}`, fuzzUrl && random() < 0.6 ? pick(random, BAD_PARAMS) : good)
    })
    const query = fuzzUrl
      ? operation.queryParams
          .filter(() => random() < 0.6)
          .map((name) => `${name}=${pick(random, BAD_QUERY)}`)
      : []
    if (fuzzUrl && random() < 0.2) query.push('__proto__[polluted]=1', 'junk=%E0%A4%A')
    if (query.length > 0) url += `?${query.join('&')}`
    const headers: Record<string, string> = {}
    const token = authorization[auth]
    if (token !== undefined) headers.authorization = token
    const request: InjectOptions = { method: operation.method, url }
    if (operation.hasBody) {
      // The device goes in as the web sends it, so a body gets past its check to the rest.
      const good = { device: TEST_DEVICE, ...(example?.body ?? { pf_id: 1001 }) }
      const { payload, type } = bodyOf(body, random, good)
      headers['content-type'] = type
      // Mostly the right checksum, so the body gets past it to the schema and the handler.
      if (random() < 0.85) headers['x-checksum'] = sha256Hex(payload)
      request.payload = payload
    }
    request.headers = headers
    const kind = operation.hasBody ? body : '-'
    return { label: `${operation.method} ${url.slice(0, 160)} [${auth}, ${kind}]`, request }
  })
}

describe('fuzz: every route of the OpenAPI document', () => {
  it('lists the routes it walks (a new route is walked as soon as it is registered)', () => {
    expect(operations.length).toBeGreaterThan(60)
    expect(operations.some((operation) => operation.path.startsWith('/__dev'))).toBe(true)
  })

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s: no 5xx, and the server stays alive',
    async (_name, operation) => {
      const failures: string[] = []
      for (const { label, request } of casesOf(operation)) {
        const response = await test.app.inject(request)
        if (process.env.FUZZ_LOG)
          appendFileSync(process.env.FUZZ_LOG, `${response.statusCode} ${label.slice(0, 140)}\n`)
        if (response.statusCode >= 500) {
          failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`)
        }
      }
      // A fault armed by a fuzzed /__dev/faults body would answer 5xx on purpose afterwards.
      test.app.faults.clear()
      expect(failures).toEqual([])
      // The prototype keys of the bodies and queries reached no object.
      expect(Object.prototype).not.toHaveProperty('polluted')
      const health = await test.app.inject({ method: 'GET', url: '/__dev/health' })
      expect(health.statusCode).toBe(200)
    },
  )
})
