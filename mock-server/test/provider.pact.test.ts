import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Verifier } from '@pact-foundation/pact'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { buildApp } from '../src/app'
import { sha256Hex } from '../src/plugins/checksum'
import { current, isObject, type StateSetup } from './states/state-context'

const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/pacts')
const pactFiles = readdirSync(pactDir).filter((file) => file.endsWith('.json'))

let app: FastifyInstance
let baseUrl = ''

/** Every resource's provider states (test/states/<api>/<resource>.ts), found by their folder. */
const stateSetups: Record<string, StateSetup> = Object.fromEntries(
  Object.values(
    import.meta.glob<{ states: Record<string, StateSetup> }>('./states/*/*.ts', { eager: true }),
  ).flatMap((module) => Object.entries(module.states)),
)
const stateHandlers = Object.fromEntries(
  Object.entries(stateSetups).map(([state, setup]) => [
    state,
    // Every state starts with no rate limit spent (ADR 020): the limits live outside the data.
    (params: unknown) => {
      app.limits.clear()
      app.receiptLookups.clear()
      return setup(app, params)
    },
  ]),
)

beforeAll(async () => {
  const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'censo-pact-')), 'db.json')
  app = await buildApp({ dataFile })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await app?.close()
})

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>
  body?: unknown
}

/** The verifier's proxy hands over an Express request: its headers are plain values. */
function isProxiedRequest(value: unknown): value is ProxiedRequest {
  return isObject(value) && 'headers' in value && isObject(value.headers)
}

/**
 * Tokens and checksums depend on the run: the token becomes one the mock signs (an app token, or
 * the state's person), the checksum is recomputed over the bytes the proxy forwards
 * (JSON.stringify of the parsed body).
 */
async function rewriteRequest(request: ProxiedRequest) {
  const authorization = request.headers.authorization
  if (authorization === 'Bearer app-token') {
    request.headers.authorization = `Bearer ${await app.tokens.signApp()}`
  } else if (authorization === 'Bearer person-token') {
    request.headers.authorization = `Bearer ${await app.tokens.signPerson(current.pfId)}`
  }
  if (request.headers['x-checksum'] && request.body && typeof request.body === 'object') {
    request.headers['x-checksum'] = sha256Hex(JSON.stringify(request.body))
  }
}

describe('provider verification of the committed pacts', () => {
  for (const file of pactFiles) {
    const provider = /^censo-web-(.+)-api\.json$/.exec(file)?.[1]
    it(`verifies ${file}`, { timeout: 60_000 }, async () => {
      if (!provider) throw new Error(`unexpected pact file name ${file}`)
      await new Verifier({
        provider: `${provider}-api`,
        providerBaseUrl: `${baseUrl}/${provider}`,
        pactUrls: [path.join(pactDir, file)],
        stateHandlers,
        requestFilter: (request: unknown, _response: unknown, next: (error?: unknown) => void) => {
          if (!isProxiedRequest(request)) {
            next(new Error('the verifier passed a request without headers'))
            return
          }
          rewriteRequest(request).then(
            () => next(),
            (error: unknown) => next(error),
          )
        },
        logLevel: 'warn',
      }).verifyProvider()
    })
  }
})
