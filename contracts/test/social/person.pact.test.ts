import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { insertPerson } from '../../src/client/social/person'
import { appClient, example, given, pactWith, personState } from '../support'
import { sends, socialAnswer } from '../wire'

const { like } = MatchersV3
const pact = pactWith('social-api')

describe('social API: person', () => {
  it('inserts a person by CPF and birth date', async () => {
    const body = { cpf: example.cpf, nascimento: example.nascimento }
    await given(pact, personState('no person with the CPF'))
      .uponReceiving('an insert of a person')
      .withRequest('POST', '/v3/pessoa-fisica/inserir/', sends(body, 'appToken'))
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ pf_id: like(910002) })))
      .executeTest(async (server) => {
        const answer = await insertPerson(appClient(server.url), body)
        expect(answer.pf_id).toBeGreaterThan(0)
      })
  })
})
