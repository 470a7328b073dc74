import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { verifyApi } from '@censo/contracts/verify'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'

// A real backend cannot create the pacts' test person with its pf_id (910001): its states URL sets
// up its own test person and answers that pf_id, which the pacts inject wherever a request carries
// the person's pf_id (paths and bodies, `${pf_id}`). Here the mock plays such a backend: a states
// URL in front of the mock's sets every person state up with another pf_id (the CPF left alone).

const OTHER_PF_ID = 920777

/**
 * The recad interactions whose ANSWER echoes the person's pf_id as the literal 910001
 * (`pf_id: example.pfId` in the response body): the request follows the provider, the expected
 * answer does not. Everything else passes at another pf_id.
 */
const ANSWER_ECHOES_OUR_PF_ID = [
  'a rating of the procedure',
  'a request for the rating of a person who rated',
  'an attach of a stored file to Ato de Posse',
]

let app: FastifyInstance
let states: Server
let baseUrl = ''
let statesUrl = ''

const urlOf = (server: Server) => {
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The states URL of a backend whose test person has OTHER_PF_ID: the mock's, with that pf_id. */
function otherPersonStates(mockStatesUrl: string) {
  return createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const setup: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
      if (isRecord(setup) && isRecord(setup.params) && typeof setup.params.pf_id === 'number') {
        setup.params.pf_id = OTHER_PF_ID
      }
      fetch(mockStatesUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(setup),
      })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'Content-Type': 'application/json' })
          response.end(await answer.text())
        })
        .catch((error: unknown) => response.writeHead(502).end(String(error)))
    })
  })
}

beforeAll(async () => {
  const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'censo-verify-')), 'db.json')
  app = await buildApp({ dataFile })
  await app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = urlOf(app.server)
  states = otherPersonStates(`${baseUrl}/__dev/pact-states`)
  await new Promise<void>((resolve) => states.listen(0, '127.0.0.1', resolve))
  statesUrl = `${urlOf(states)}/__dev/pact-states`
})

afterAll(async () => {
  await new Promise((resolve) => states?.close(resolve))
  await app?.close()
})

describe('contracts:verify against a provider whose test person has another pf_id', () => {
  it('sets the person states up with the other pf_id and answers it', async () => {
    const answer = await fetch(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        state: 'a logged-in person',
        params: {
          cpf: '52998224725',
          nascimento: '1961-03-14',
          oid: 'tst-recife',
          oeid: 'tst-recife-rpps',
          pf_id: 910001,
        },
        action: 'setup',
      }),
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ pf_id: OTHER_PF_ID })
  })

  it(
    "verifies the recad pact: the person's pf_id in paths and bodies is the provider's",
    { timeout: 60_000 },
    async () => {
      const results = await verifyApi({
        name: 'recad',
        providerUrl: `${baseUrl}/recad`,
        statesUrl,
      })
      // A path or body still carrying 910001 would reach another person's data (403/404) or
      // fail the mock's checks; every interaction but the three below passes.
      const failed = results.filter((result) => !result.passed)
      expect(failed.map((result) => result.description).toSorted()).toEqual(ANSWER_ECHOES_OUR_PF_ID)
      for (const { mismatches } of failed) {
        expect(mismatches).toEqual([
          `BodyMismatch at $.data.RecadAPI.pf_id: Expected ${OTHER_PF_ID} (Integer) to be equal to 910001 (Integer)`,
        ])
      }
      expect(results).toHaveLength(18)
    },
  )
})
