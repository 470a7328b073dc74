import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Device } from '@censo/contracts'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { buildApp, type BuildOptions } from './app'
import { sha256Hex } from './plugins/checksum'

/** A well-formed device object (30-character id, fixed coordinates of Recife). */
export const TEST_DEVICE: Device = {
  id: 'test-device-0123456789abcdefgh',
  lat: -8.0476,
  lng: -34.877,
}

export interface TestApp {
  app: FastifyInstance
  dataFile: string
  /** Closes the app and removes its temporary data folder. */
  close(): Promise<void>
}

/** A fresh app on its own temporary data file (seeded from the fixtures). */
export async function buildTestApp(options: BuildOptions = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'censo-mock-'))
  const dataFile = options.dataFile ?? join(dir, 'db.json')
  const app = await buildApp({ ...options, dataFile })
  return {
    app,
    dataFile,
    async close() {
      await app.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The suite's app: a fresh one before each test (`'each'`) or one for them all (`'all'`), closed
 * after; read its `app` inside the tests.
 */
export function useTestApp(
  options: BuildOptions = {},
  scope: 'each' | 'all' = 'each',
): { readonly app: FastifyInstance } {
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll]
  let current: TestApp | undefined
  before(async () => {
    current = await buildTestApp(options)
  })
  after(() => current?.close())
  return {
    get app() {
      if (!current) throw new Error('useTestApp: the app exists only inside the tests')
      return current.app
    },
  }
}

export interface SendOptions {
  token?: string | null
  /** false: no X-Checksum; a string: that value instead of the right one. */
  checksum?: boolean | string
  /** false: leave the body without the device object. */
  device?: boolean
  headers?: Record<string, string>
}

/** An inject() request as the web sends writes: JSON body + device + X-Checksum + bearer. */
export function jsonRequest(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  options: SendOptions = {},
): InjectOptions {
  const withDevice =
    options.device === false || typeof body !== 'object' || body === null || Array.isArray(body)
      ? body
      : { device: TEST_DEVICE, ...body }
  const payload = typeof withDevice === 'string' ? withDevice : JSON.stringify(withDevice)
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
  if (options.checksum !== false) {
    headers['x-checksum'] =
      typeof options.checksum === 'string' ? options.checksum : sha256Hex(payload)
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  return { method, url, payload, headers }
}

export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options?: SendOptions,
): Promise<LightMyRequestResponse> {
  return app.inject(jsonRequest('POST', url, body, options))
}

export function get(
  app: FastifyInstance,
  url: string,
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  })
}

/**
 * The person confirms CONCLUIR (locked) and the technician consolidates at once: answers the new
 * validation hash (a fresh receipt).
 */
export async function lockAndConsolidate(app: FastifyInstance, pfId: number): Promise<string> {
  const token = await app.tokens.signPerson(pfId)
  await post(app, '/recad/v1/higienize-segurado/', { pf_id: pfId, status: 'locked' }, { token })
  const done = await app.inject({ method: 'POST', url: `/__technician/cases/${pfId}/consolidate` })
  const { validation_hash: hash } = done.json<{ validation_hash: string }>()
  return hash
}

/** Login ids of the Recife entity in the test environment. */
export const RECIFE_IDS = { oid: 'tst-recife', oeid: 'tst-recife-rpps' }

export { sha256Hex }
