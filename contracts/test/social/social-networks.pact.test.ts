import { describe } from 'vitest'
import * as networks from '../../src/client/social/social-networks'
import { example, pactWith, sdkCall } from '../support'
import { contactListInteractions } from './contact-list'

const pact = pactWith('social-api')

const stored = {
  rede_social_id: 51,
  rede_social_tipo: 'instagram',
  rede_social_endereco: 'maria.silva',
  uupfid: example.pfId,
  data_hora: '2025-05-12T10:15:00-03:00',
}

describe('social API: social networks (step 2)', () => {
  contactListInteractions(pact, {
    noun: 'social network',
    path: 'v1/pessoa-fisica/rede-social',
    idName: 'rede_social_id',
    seedKey: 'networks',
    stored,
    listed: stored,
    listPayload: (items) => items,
    list: networks.listSocialNetworks,
    add: sdkCall(
      {
        pf_id: example.pfId,
        rede_social_tipo: 'other',
        rede_social_endereco: 'https://bsky.app/profile/maria',
      },
      networks.addSocialNetwork,
    ),
    remove: networks.deleteSocialNetwork,
  })
})
