import { describe, it } from 'vitest'
import * as phones from '../../src/client/social/phones'
import { example, expectStatus, given, loggedIn, pactWith, personClient, sdkCall } from '../support'
import { errorAnswer, personRead } from '../wire'
import { contactListInteractions } from './contact-list'

const pact = pactWith('social-api')

const phone = {
  tel_id: 21,
  tel_tipo: 'M',
  tel_ddi: '55',
  tel_ddd: '81',
  tel_prefixo: '98877',
  tel_sufixo: '6655',
  tel_class: 'R',
  tel_obs: null,
}

const { tel_id: _telId, ...phoneFields } = phone

describe('social API: phones (login contacts and step 2)', () => {
  contactListInteractions(pact, {
    noun: 'phone',
    path: 'v1/pessoa-fisica/telefones',
    idName: 'tel_id',
    seedKey: 'phones',
    stored: phone,
    listed: phone,
    listPayload: (items) => ({ current: items }),
    list: phones.listPhones,
    add: sdkCall(
      { pf_id: example.pfId, ...phoneFields, tel_tipo: 'F', tel_prefixo: '3222', tel_class: 'CO' },
      phones.addPhone,
    ),
    remove: phones.deletePhone,
  })

  it('refuses the phones of another person', async () => {
    await given(pact, loggedIn)
      .uponReceiving('a request for the phones of another person')
      .withRequest('GET', '/v1/pessoa-fisica/telefones/1/', personRead)
      .willRespondWith(403, errorAnswer(403))
      .executeTest(async (server) => {
        await expectStatus(phones.listPhones(personClient(server.url), 1), 403)
      })
  })
})
