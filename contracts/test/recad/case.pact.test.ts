import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as recad from '../../src/client/recad/case'
import { example, expectStatus, given, pactWith, personClient } from '../support'
import { errorAnswer, isoDateTime, personPath, personRead, recadAnswer, sends } from '../wire'
import { cases, technician, withCase, withoutCase } from './cases'

const { like, regex } = MatchersV3
const pact = pactWith('recad-api')

const finalizeBody = { pf_id: example.pfId, status: 'locked' }
const casePath = (pfId: number | string) => `/v1/higienize-segurado/${pfId}/`

describe('recad API: finalize', () => {
  it('locks a case that does not exist yet', async () => {
    await given(pact, withoutCase)
      .uponReceiving('a finalize of a person without a case')
      .withRequest('POST', '/v1/higienize-segurado/', sends(finalizeBody))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({ status: 'locked', data_hora: isoDateTime('2025-06-02T12:05:00.000Z') }),
        ),
      )
      .executeTest(async (server) => {
        const finalize = recad.finalizeCase(personClient(server.url), example.pfId)
        await expect(finalize).resolves.toBeUndefined()
      })
  })

  it('answers 409 when the case is already locked', async () => {
    await given(pact, withCase('locked'))
      .uponReceiving('a finalize of a locked case')
      .withRequest('POST', '/v1/higienize-segurado/', sends(finalizeBody))
      .willRespondWith(409, errorAnswer(409))
      .executeTest(async (server) => {
        await expectStatus(recad.finalizeCase(personClient(server.url), example.pfId), 409)
      })
  })
})

/** Each status as the provider answers it, and what the SDK gives back. */
const statusReads = [
  {
    test: 'answers a locked case',
    status: 'locked',
    answer: { uupfid: null, message: null, validation_hash: null },
    expected: { validation_hash: null },
  },
  {
    test: 'answers a released case with the technician and the HTML message',
    status: 'released',
    answer: {
      uupfid: like(technician),
      message: like(cases.released.message),
      validation_hash: null,
    },
    expected: { uupfid: technician, message: cases.released.message },
  },
  {
    test: 'answers a done case with the validation hash',
    status: 'done',
    answer: {
      uupfid: like(technician),
      message: null,
      validation_hash: regex(/^[0-9a-fA-F]{12}$/, cases.done.validation_hash),
    },
    expected: { validation_hash: 'a3f91c0b7d2e' },
  },
] as const

describe('recad API: case status', () => {
  for (const { test, status, answer, expected } of statusReads) {
    it(test, async () => {
      await given(pact, withCase(status))
        .uponReceiving(`a status request for a ${status} case`)
        .withRequest('GET', personPath(casePath), personRead)
        .willRespondWith(200, (response) =>
          response.jsonBody(
            recadAnswer({ status, data_hora: isoDateTime(cases[status].data_hora), ...answer }),
          ),
        )
        .executeTest(async (server) => {
          const record = await recad.getCaseStatus(personClient(server.url), example.pfId)
          expect(record).toMatchObject({ status, ...expected })
        })
    })
  }

  it('answers 404 while the person has no case', async () => {
    await given(pact, withoutCase)
      .uponReceiving('a status request of a person without a case')
      .withRequest('GET', personPath(casePath), personRead)
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(recad.getCaseStatus(personClient(server.url), example.pfId), 404)
      })
  })

  it("refuses the case of another person's pf_id (403)", async () => {
    await given(pact, withCase('locked'))
      .uponReceiving('a status request for the case of another person')
      .withRequest('GET', casePath(1), personRead)
      .willRespondWith(403, errorAnswer(403))
      .executeTest(async (server) => {
        await expectStatus(recad.getCaseStatus(personClient(server.url), 1), 403)
      })
  })
})
