import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API_NAMES, pactInteractions, verifyApi } from '@censo/contracts/verify'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'

// A real backend cannot create the pacts' test person with its pf_id (910001): its states URL sets
// up its own test person and answers that pf_id, which the pacts inject wherever a request carries
// the person's pf_id (paths and bodies, `${pf_id}`) and match in any answer that echoes it (any
// integer, and any key for the exchange's entry). Here the mock plays such a backend: a states URL
// in front of the mock's sets every state up with another pf_id for our test person, wherever the
// parameters hold it (the person, their records, a pension's pensioner); the CPF is left alone.

const OUR_PF_ID = 910001
const OTHER_PF_ID = 920777

let app: FastifyInstance
let states: Server
let baseUrl = ''
let statesUrl = ''

const urlOf = (server: Server) => {
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/** The states URL of a backend whose test person has OTHER_PF_ID: the mock's, with that pf_id. */
function otherPersonStates(mockStatesUrl: string) {
  return createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const setup: unknown = JSON.parse(
        Buffer.concat(chunks).toString('utf8') || '{}',
        (_key, value: unknown) => (value === OUR_PF_ID ? OTHER_PF_ID : value),
      )
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
  app = await buildApp({ dataFile, pactStates: true })
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

  it.each(API_NAMES)(
    "verifies the %s pact: the person's pf_id is the provider's in requests and answers",
    { timeout: 60_000 },
    async (name) => {
      const results = await verifyApi({ name, providerUrl: `${baseUrl}/${name}`, statesUrl })
      // A path or body still carrying 910001 would reach no one (the state replaced our test
      // person) and get 403 or 404; an answer expected to echo 910001 would differ.
      expect(results.filter((result) => !result.passed)).toEqual([])
      expect(results).toHaveLength(pactInteractions(name).length)
    },
  )
})
