import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as rating from '../../src/client/recad/rating'
import {
  example,
  expectStatus,
  given,
  loggedIn,
  pactWith,
  personClient,
  withRecord,
} from '../support'
import { errorAnswer, personPath, personRead, recadAnswer, sends } from '../wire'

const { regex } = MatchersV3
const pact = pactWith('recad-api')
const ratingPath = personPath((pfId) => `/v1/aval/${pfId}/`)

describe('recad API: rating (step 5)', () => {
  it('reads the saved rating back as a string', async () => {
    await given(pact, withRecord({ aval: 4 }))
      .uponReceiving('a request for the rating of a person who rated')
      .withRequest('GET', ratingPath, personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({ pf_id: example.pfId, aval: regex(/^[1-5]$/, '4'), aval_segurado: true }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await rating.getRating(personClient(server.url), example.pfId)
        expect(answer.aval).toBe('4')
      })
  })

  it('answers 404 while the person has not rated', async () => {
    await given(pact, loggedIn)
      .uponReceiving('a request for the rating of a person who has not rated')
      .withRequest('GET', ratingPath, personRead)
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(rating.getRating(personClient(server.url), example.pfId), 404)
      })
  })

  it('saves a rating', async () => {
    const body = { pf_id: example.pfId, aval: 5, aval_segurado: true }
    await given(pact, loggedIn)
      .uponReceiving('a rating of the procedure')
      .withRequest('POST', '/v1/aval/', sends(body))
      .willRespondWith(200, (response) =>
        response.jsonBody(recadAnswer({ pf_id: example.pfId, aval: '5', aval_segurado: true })),
      )
      .executeTest(async (server) => {
        const save = rating.saveRating(personClient(server.url), example.pfId, 5)
        await expect(save).resolves.toBeUndefined()
      })
  })
})
