import {
  addSocialNetworkAnswerSchema,
  addSocialNetworkRequestSchema,
  OTHER_NETWORK,
  socialNetworksAnswerSchema,
} from '@censo/contracts/schemas/social/social-networks'
import { metadata } from '@censo/fixtures'
import { personListRoutes } from './person-list'

const networkTypes = new Set([
  ...metadata.listas.redes_sociais.map((network) => network.value),
  OTHER_NETWORK,
])

/** Social networks (census-wizard §7 Contacts): each keeps who added it and when. */
export default personListRoutes({
  path: '/v1/pessoa-fisica/rede-social',
  key: 'networks',
  noun: 'social network',
  listPayload: (networks) => networks,
  listAnswer: socialNetworksAnswerSchema,
  body: addSocialNetworkRequestSchema,
  addAnswer: addSocialNetworkAnswerSchema,
  checks: (network) => ({ rede_social_tipo: networkTypes.has(network.rede_social_tipo) }),
  toItem: (id, network, { author, at }) => ({
    rede_social_id: id,
    ...network,
    uupfid: author,
    data_hora: at,
  }),
})
