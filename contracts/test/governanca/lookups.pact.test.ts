import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { listCargos, listLotacoes } from '../../src/client/governanca/lookups'
import { anonymousClient, expectStatus, given, loggedIn, pactWith, personClient } from '../support'
import { errorAnswer, personRead } from '../wire'

const { eachLike, like } = MatchersV3
const pact = pactWith('governanca-api')
const governancaAnswer = (payload: unknown) => ({ data: { GovernancaAPI: payload } })

/** The lists of the person's entity: each item as answered, and as the SDK gives it back. */
const lookups = [
  {
    noun: 'job titles',
    path: '/v1/cargo/',
    item: { cargo_id: like(101), cargo: like('Agente Administrativo') },
    list: listCargos,
    expected: { cargo: 'Agente Administrativo' },
  },
  {
    noun: 'units',
    path: '/v1/lotacao/',
    item: {
      lotacao_id: like(101),
      lotacao: like('Secretaria de Educação – Escola Municipal de Recife'),
    },
    list: listLotacoes,
    expected: { lotacao_id: 101 },
  },
]

describe('governança API: lookups (step 4)', () => {
  for (const { noun, path, item, list, expected } of lookups) {
    it(`lists the ${noun} of the person's entity`, async () => {
      await given(pact, loggedIn)
        .uponReceiving(`a request for the ${noun}`)
        .withRequest('GET', path, personRead)
        .willRespondWith(200, (response) => response.jsonBody(governancaAnswer(eachLike(item))))
        .executeTest(async (server) => {
          const items = await list(personClient(server.url))
          expect(items[0]).toMatchObject(expected)
        })
    })
  }

  it('answers 401 without a token', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the job titles without a token')
      .withRequest('GET', '/v1/cargo/')
      .willRespondWith(401, errorAnswer(401))
      .executeTest(async (server) => {
        await expectStatus(listCargos(anonymousClient(server.url)), 401)
      })
  })
})
