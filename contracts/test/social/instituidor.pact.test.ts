import { describe, expect, it } from 'vitest'
import * as documents from '../../src/client/social/documents'
import * as profile from '../../src/client/social/profile'
import { given, pactWith, personClient } from '../support'
import { isoDateTime, sends, socialAnswer } from '../wire'
import { INSTITUIDOR, instituidor, withPension } from '../rh/records'

/**
 * Step 4's writes of a pension's instituidor on the social API (census-wizard §7 Employment
 * records): his profile and his PIS/PASEP, by the pensioner, while his CPF is not validated.
 */

const pact = pactWith('social-api')
/** His CPF not validated yet: his data is still open to the pensioner. */
const open = withPension({ ...instituidor, pf_cpf_valid: false })
const savedForHim = socialAnswer({
  pf_id: INSTITUIDOR,
  data_hora: isoDateTime('2026-03-02T12:05:00.000Z'),
})

describe("social API: a pension's instituidor (step 4)", () => {
  it('patches his profile: CPF, name and dates while his CPF is not validated', async () => {
    const body = {
      cpf: '30495817279',
      nome: 'João Batista da Conceição Filho',
      nascimento: '1945-02-11',
      obito: '2019-08-14',
    }
    await given(pact, open)
      .uponReceiving("a profile patch of a pension's instituidor")
      .withRequest('PATCH', `/v1/pessoa-fisica/perfil/${INSTITUIDOR}/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(savedForHim))
      .executeTest(async (server) => {
        const patch = profile.patchProfile(personClient(server.url), INSTITUIDOR, body)
        await expect(patch).resolves.toBeUndefined()
      })
  })

  it('saves his PIS/PASEP without an issue date', async () => {
    const body = { pf_id: INSTITUIDOR, pf_ppn: '12054378911', pf_ppn_emissao: null }
    await given(pact, open)
      .uponReceiving("the PIS/PASEP of a pension's instituidor")
      .withRequest('POST', '/v1/pessoa-fisica/ppn/', sends(body))
      .willRespondWith(200, (response) => response.jsonBody(savedForHim))
      .executeTest(async (server) => {
        await expect(documents.savePpn(personClient(server.url), body)).resolves.toBeUndefined()
      })
  })
})
