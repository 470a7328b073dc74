import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { sampleDependantExtras } from '@censo/fixtures/samples/dependants'
import {
  insertDependant,
  linkFamily,
  saveDependantExtras,
  unlinkFamily,
} from '../../src/client/social/dependants'
import { exchangePersons } from '../../src/client/social/exchange'
import {
  example,
  expectStatus,
  given,
  loggedIn,
  pactWith,
  personClient,
  personState,
  withOtherPersonsCpf,
} from '../support'
import { errorAnswer, exchangeAnswer, isoDateTime, personPath, sends, socialAnswer } from '../wire'

const { like, eachLike } = MatchersV3
const pact = pactWith('social-api')

/** A dependant the state's person registered and linked (provider state parameters). */
const dependant = {
  pf_id: 910101,
  cpf: null,
  nome: 'Alice da Silva',
  nascimento: '2018-11-03',
  parentesco: 'p7f1lh',
}
const withDependant = personState('a logged-in person with dependants', {
  dependants: [dependant],
})
const saved = socialAnswer({ pf_id: example.pfId, data_hora: isoDateTime('2025-05-12T13:15:00Z') })

const newDependant = {
  nome: 'Beatriz da Silva',
  cpf: '62401827021',
  sexo: 'f6rj36',
  nascimento: '2012-09-30',
} as const
/** The sample's extras (the spec's defaults), for this dependant: from her birth. */
const extras = {
  parent_id: example.pfId,
  pf_id: dependant.pf_id,
  ...sampleDependantExtras,
  data_inicio_dep: dependant.nascimento,
}

describe('social API: dependants (step 3)', () => {
  it('lists the dependants of the logged-in person through the exchange', async () => {
    const body = { pf_ids: [example.pfId], options: { fields: ['dependentes' as const] } }
    await given(pact, withDependant)
      .uponReceiving('an exchange for the dependants of the person')
      .withRequest('POST', '/v1/pessoa-fisica/exchange/', sends(body))
      .willRespondWith(200, (response) =>
        response.jsonBody(exchangeAnswer(example.pfId, { dependentes: eachLike(like(dependant)) })),
      )
      .executeTest(async (server) => {
        const answer = await exchangePersons(personClient(server.url), body)
        expect(answer[String(example.pfId)]?.dependentes?.[0]?.pf_id).toBe(dependant.pf_id)
      })
  })

  it('registers a dependant as a person', async () => {
    await given(pact, loggedIn)
      .uponReceiving('the insert of a dependant')
      .withRequest('POST', '/v1/pessoa-fisica/inserir/', sends(newDependant))
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer({ pf_id: like(910102) })))
      .executeTest(async (server) => {
        const answer = await insertDependant(personClient(server.url), newDependant)
        expect(answer.pf_id).toBeGreaterThan(0)
      })
  })

  it('answers 400 naming cpf when the CPF belongs to another person', async () => {
    const other = { ...newDependant, cpf: '36925814755' }
    await given(pact, withOtherPersonsCpf(other.cpf))
      .uponReceiving("the insert of a dependant with someone else's CPF")
      .withRequest('POST', '/v1/pessoa-fisica/inserir/', sends(other))
      .willRespondWith(400, errorAnswer(400, ['cpf']))
      .executeTest(async (server) => {
        await expectStatus(insertDependant(personClient(server.url), other), 400)
      })
  })

  it('links a registered dependant with its kinship', async () => {
    const body = { pf_id: example.pfId, ref_id: dependant.pf_id, clas: 'p7f1lh' }
    await given(pact, withDependant)
      .uponReceiving('the family link of a dependant')
      .withRequest('POST', '/v1/pessoa-fisica/familia/', sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        await expect(linkFamily(personClient(server.url), body)).resolves.toBeUndefined()
      })
  })

  it("saves a dependant's extras with the spec's defaults", async () => {
    await given(pact, withDependant)
      .uponReceiving('the extras of a dependant')
      .withRequest('POST', '/v1/pessoa-fisica/dep-extras/', sends(extras))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        await expect(saveDependantExtras(personClient(server.url), extras)).resolves.toBeUndefined()
      })
  })

  it('removes a dependant from the list', async () => {
    await given(pact, withDependant)
      .uponReceiving('the removal of a dependant')
      .withRequest(
        'DELETE',
        personPath((pfId) => `/v1/pessoa-fisica/familia/${pfId}/${dependant.pf_id}/`),
        sends({ clas: 'p7f1lh' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const removal = unlinkFamily(
          personClient(server.url),
          example.pfId,
          dependant.pf_id,
          'p7f1lh',
        )
        await expect(removal).resolves.toBeUndefined()
      })
  })
})
