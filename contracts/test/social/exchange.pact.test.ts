import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { exchangePersons } from '../../src/client/social/exchange'
import { example, given, loggedIn, pactWith, personClient } from '../support'
import { exchangeAnswer, photoExample, sends, signedPhoto } from '../wire'

const { like, regex } = MatchersV3
const pact = pactWith('social-api')

// The wizard's reads of the exchange (profile, documents, author) are in profile and documents.

describe('social API: exchange', () => {
  it('reads name and photo of a person through the exchange', async () => {
    const body: Parameters<typeof exchangePersons>[1] = {
      pf_ids: [example.pfId],
      options: { fields: ['nome', 'foto_url'], foto: { width: 32, quality: 100 } },
    }
    await given(pact, loggedIn)
      .uponReceiving('an exchange for name and photo')
      .withRequest('POST', '/v1/pessoa-fisica/exchange/', sends(body))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          exchangeAnswer(example.pfId, {
            nome: like('Maria da Silva'),
            foto_url: regex(signedPhoto(32), photoExample(910001, 32)),
          }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await exchangePersons(personClient(server.url), body)
        expect(answer[String(example.pfId)]?.nome).toBe('Maria da Silva')
      })
  })
})
