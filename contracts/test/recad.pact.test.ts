import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as recad from '../src/client/recad'
import {
  bearer,
  clientFor,
  deviceBody,
  errorBody,
  example,
  pactWith,
  statePerson,
  writeHeaders,
} from './support'

const { like, regex } = MatchersV3
const pact = pactWith('recad-api')

const person = statePerson
const technician = 900
const cases = {
  locked: { status: 'locked', data_hora: '2025-05-12T10:15:00-03:00' },
  released: {
    status: 'released',
    uupfid: technician,
    data_hora: '2025-05-20T16:42:00-03:00',
    message: '<p>A imagem do <strong>RG</strong> está ilegível.</p>',
  },
  done: {
    status: 'done',
    uupfid: technician,
    data_hora: '2025-06-02T09:05:00-03:00',
    validation_hash: 'a3f91c0b7d2e',
  },
} as const

const recadAnswer = (payload: unknown) => ({ data: { RecadAPI: payload } })
const isoDateTime = (value: string) =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, value)
const client = (url: string) => clientFor(url, example.personToken)
const authorized = { Authorization: bearer(example.personToken) }
const finalizeBody = { pf_id: example.pfId, status: 'locked', device: deviceBody }

describe('recad API: finalize', () => {
  it('locks a case that does not exist yet', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person without a case', person)
      .uponReceiving('a finalize of a person without a case')
      .withRequest('POST', '/v1/higienize-segurado/', (request) => {
        request.headers(writeHeaders(example.personToken)).jsonBody(finalizeBody)
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({ status: 'locked', data_hora: isoDateTime('2025-06-02T12:05:00.000Z') }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await recad.finalizeCase(client(server.url), example.pfId)
        expect(answer.status).toBe('locked')
      })
  })

  it('answers 409 when the case is already locked', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is locked', { ...person, case: cases.locked })
      .uponReceiving('a finalize of a locked case')
      .withRequest('POST', '/v1/higienize-segurado/', (request) => {
        request.headers(writeHeaders(example.personToken)).jsonBody(finalizeBody)
      })
      .willRespondWith(409, (response) => response.jsonBody(errorBody(409)))
      .executeTest(async (server) => {
        await expect(recad.finalizeCase(client(server.url), example.pfId)).rejects.toMatchObject({
          response: { status: 409 },
        })
      })
  })
})

describe('recad API: case status', () => {
  it('answers a locked case', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is locked', { ...person, case: cases.locked })
      .uponReceiving('a status request for a locked case')
      .withRequest('GET', `/v1/higienize-segurado/${example.pfId}/`, (request) => {
        request.headers(authorized)
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({
            status: 'locked',
            uupfid: null,
            message: null,
            data_hora: isoDateTime(cases.locked.data_hora),
            validation_hash: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const record = await recad.getCaseStatus(client(server.url), example.pfId)
        expect(record.status).toBe('locked')
        expect(record.validation_hash).toBeNull()
      })
  })

  it('answers a released case with the technician and the HTML message', async () => {
    await pact
      .addInteraction()
      .given('a person whose case was released', { ...person, case: cases.released })
      .uponReceiving('a status request for a released case')
      .withRequest('GET', `/v1/higienize-segurado/${example.pfId}/`, (request) => {
        request.headers(authorized)
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({
            status: 'released',
            uupfid: like(technician),
            message: like(cases.released.message),
            data_hora: isoDateTime(cases.released.data_hora),
            validation_hash: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const record = await recad.getCaseStatus(client(server.url), example.pfId)
        expect(record.status).toBe('released')
        expect(record.message).toContain('<strong>RG</strong>')
        expect(record.uupfid).toBe(technician)
      })
  })

  it('answers a done case with the validation hash', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is done', { ...person, case: cases.done })
      .uponReceiving('a status request for a done case')
      .withRequest('GET', `/v1/higienize-segurado/${example.pfId}/`, (request) => {
        request.headers(authorized)
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({
            status: 'done',
            uupfid: like(technician),
            message: null,
            data_hora: isoDateTime(cases.done.data_hora),
            validation_hash: regex(/^[0-9a-fA-F]{12}$/, cases.done.validation_hash),
          }),
        ),
      )
      .executeTest(async (server) => {
        const record = await recad.getCaseStatus(client(server.url), example.pfId)
        expect(record.status).toBe('done')
        expect(record.validation_hash).toBe('a3f91c0b7d2e')
      })
  })

  it('answers 404 while the person has no case', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person without a case', person)
      .uponReceiving('a status request of a person without a case')
      .withRequest('GET', `/v1/higienize-segurado/${example.pfId}/`, (request) => {
        request.headers(authorized)
      })
      .willRespondWith(404, (response) => response.jsonBody(errorBody(404)))
      .executeTest(async (server) => {
        await expect(recad.getCaseStatus(client(server.url), example.pfId)).rejects.toMatchObject({
          response: { status: 404 },
        })
      })
  })

  it("refuses the case of another person's pf_id (403)", async () => {
    await pact
      .addInteraction()
      .given('a person whose case is locked', { ...person, case: cases.locked })
      .uponReceiving('a status request for the case of another person')
      .withRequest('GET', '/v1/higienize-segurado/1/', (request) => {
        request.headers(authorized)
      })
      .willRespondWith(403, (response) => response.jsonBody(errorBody(403)))
      .executeTest(async (server) => {
        await expect(recad.getCaseStatus(client(server.url), 1)).rejects.toMatchObject({
          response: { status: 403 },
        })
      })
  })
})

describe('recad API: receipt', () => {
  it('answers the address of the receipt of a done case', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is done', { ...person, case: cases.done })
      .uponReceiving('a receipt request for a done case')
      .withRequest('GET', `/v1/validate/${example.pfId}/report/`, (request) => {
        request.headers(authorized)
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({
            url_file: regex(
              /^https?:\/\/\S+$/,
              `http://localhost:3333/files/receipts/${example.pfId}-a3f91c0b7d2e.pdf`,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const receipt = await recad.getReceipt(client(server.url), example.pfId)
        expect(receipt.url_file).toMatch(/^http/)
      })
  })

  it('answers 404 while the case is not done (there is no receipt yet)', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is locked', { ...person, case: cases.locked })
      .uponReceiving('a receipt request for a locked case')
      .withRequest('GET', `/v1/validate/${example.pfId}/report/`, (request) => {
        request.headers(authorized)
      })
      .willRespondWith(404, (response) => response.jsonBody(errorBody(404)))
      .executeTest(async (server) => {
        await expect(recad.getReceipt(client(server.url), example.pfId)).rejects.toMatchObject({
          response: { status: 404 },
        })
      })
  })
})
