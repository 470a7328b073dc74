import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { addPhone, listPhones } from '../../src/client/social/phones'
import { example, expectStatus, pactWith, personClient, statePerson } from '../support'
import { errorBody, personRead, sends, socialAnswer } from '../wire'

const { like, eachLike } = MatchersV3
const pact = pactWith('social-api')

const phone = {
  tel_tipo: 'M' as const,
  tel_ddi: '55',
  tel_ddd: '81',
  tel_prefixo: '98877',
  tel_sufixo: '6655',
  tel_class: 'R' as const,
  tel_obs: null,
}

describe('social API: phones', () => {
  it('lists the phones of the logged-in person', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a phone', { ...statePerson, phone })
      .uponReceiving('a request for the phones of the person')
      .withRequest('GET', `/v1/pessoa-fisica/telefones/${example.pfId}/`, personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            current: eachLike({
              tel_id: like(1),
              tel_tipo: like('M'),
              tel_ddi: like('55'),
              tel_ddd: like('81'),
              tel_prefixo: like('98877'),
              tel_sufixo: like('6655'),
              tel_class: like('R'),
              tel_obs: null,
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const phones = await listPhones(personClient(server.url), example.pfId)
        expect(phones[0]?.tel_ddd).toBe('81')
      })
  })

  it('adds a phone to the logged-in person', async () => {
    const body = { pf_id: example.pfId, ...phone }
    await pact
      .addInteraction()
      .given('a logged-in person', statePerson)
      .uponReceiving('a new phone')
      .withRequest('POST', '/v1/pessoa-fisica/telefones/', sends(body))
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ tel_id: like(7) })))
      .executeTest(async (server) => {
        const answer = await addPhone(personClient(server.url), body)
        expect(answer.tel_id).toBe(7)
      })
  })

  it('refuses the phones of another person', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person', statePerson)
      .uponReceiving('a request for the phones of another person')
      .withRequest('GET', '/v1/pessoa-fisica/telefones/1/', personRead)
      .willRespondWith(403, (response) => response.jsonBody(errorBody(403)))
      .executeTest(async (server) => {
        await expectStatus(listPhones(personClient(server.url), 1), 403)
      })
  })
})
