import { verifyApi } from '@censo/contracts/verify'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listeningApp } from './listening-app'

// `pnpm contracts:verify` must be able to fail: npm test's provider phase runs it against a clean
// mock of its own (scripts/contracts-verify.mjs); here the same verification meets a mock with a fault.

let app: FastifyInstance
let baseUrl = ''

beforeAll(async () => {
  ;({ app, baseUrl } = await listeningApp({ pactStates: true }))
})

afterAll(async () => {
  await app?.close()
})

describe('contracts:verify against a provider with a fault on one route', () => {
  it(
    'fails that interaction, naming it and what differed, and passes the others',
    { timeout: 60_000 },
    async () => {
      const fault = await fetch(`${baseUrl}/__dev/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pattern: '/recad/v1/aval', method: 'POST', status: 500 }),
      })
      expect(fault.status).toBe(201)
      const results = await verifyApi({
        name: 'recad',
        providerUrl: `${baseUrl}/recad`,
        statesUrl: `${baseUrl}/__dev/pact-states`,
      })
      const failed = results.filter((result) => !result.passed)
      expect(failed.map((result) => result.description)).toEqual(['a rating of the procedure'])
      expect(failed[0]?.mismatches.join('\n')).toMatch(/500/)
      expect(results.length).toBeGreaterThan(10)
    },
  )
})
