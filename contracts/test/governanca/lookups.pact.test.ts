import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { listCargos, listLotacoes } from '../../src/client/governanca/lookups'
import { expectStatus, pactWith, personClient, statePerson } from '../support'
import { errorBody, personRead } from '../wire'

const { eachLike, like } = MatchersV3
const pact = pactWith('governanca-api')
const governancaAnswer = (payload: unknown) => ({ data: { GovernancaAPI: payload } })

describe('governança API: lookups (step 4)', () => {
  it("lists the job titles of the person's entity", async () => {
    await pact
      .addInteraction()
      .given('a logged-in person', statePerson)
      .uponReceiving('a request for the job titles')
      .withRequest('GET', '/v1/cargo/', personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          governancaAnswer(eachLike({ cargo_id: like(101), cargo: like('Agente Administrativo') })),
        ),
      )
      .executeTest(async (server) => {
        const cargos = await listCargos(personClient(server.url))
        expect(cargos[0]?.cargo).toBe('Agente Administrativo')
      })
  })

  it("lists the units of the person's entity", async () => {
    await pact
      .addInteraction()
      .given('a logged-in person', statePerson)
      .uponReceiving('a request for the units')
      .withRequest('GET', '/v1/lotacao/', personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          governancaAnswer(
            eachLike({
              lotacao_id: like(101),
              lotacao: like('Secretaria de Educação – Escola Municipal de Recife'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const units = await listLotacoes(personClient(server.url))
        expect(units[0]?.lotacao_id).toBe(101)
      })
  })

  it('answers 401 without a token', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the job titles without a token')
      .withRequest('GET', '/v1/cargo/')
      .willRespondWith(401, (response) => response.jsonBody(errorBody(401)))
      .executeTest(async (server) => {
        const { clientFor } = await import('../support')
        await expectStatus(listCargos(clientFor(server.url, null)), 401)
      })
  })
})
