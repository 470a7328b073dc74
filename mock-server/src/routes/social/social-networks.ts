import {
  addSocialNetworkAnswerSchema,
  addSocialNetworkRequestSchema,
  OTHER_NETWORK,
  socialNetworksAnswerSchema,
  type SocialNetwork,
} from '@censo/contracts/schemas/social/social-networks'
import { metadata } from '@censo/fixtures'
import type { FastifyPluginAsync } from 'fastify'
import { registerPersonList } from './person-list'

const networkTypes = new Set([
  ...metadata.listas.redes_sociais.map((network) => network.value),
  OTHER_NETWORK,
])

/** Social networks (census-wizard §7 Contacts): each keeps who added it and when. */
const socialNetworkRoutes: FastifyPluginAsync = async (app) => {
  registerPersonList<SocialNetwork, typeof addSocialNetworkRequestSchema>(app, {
    path: '/v1/pessoa-fisica/rede-social',
    idName: 'rede_social_id',
    noun: 'social network',
    tags: ['social: contacts'],
    items: (person) => person.networks,
    setItems: (person, networks) => {
      person.networks = networks
    },
    idOf: (network) => network.rede_social_id,
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
}

export default socialNetworkRoutes
