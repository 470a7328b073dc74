import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/social-networks'
import { socialCall, write, type Body } from '../call'

const path = 'v1/pessoa-fisica/rede-social'

/** GET {social}/v1/pessoa-fisica/rede-social/{pf_id}/ — the person's social networks. */
export const listSocialNetworks = (http: KyInstance, pfId: number) =>
  socialCall(http, 'get', `${path}/${pfId}/`, s.socialNetworksAnswerSchema)

/** POST {social}/v1/pessoa-fisica/rede-social/ */
export const addSocialNetwork = (
  http: KyInstance,
  body: Body<typeof s.addSocialNetworkRequestSchema>,
) => write(http, 'post', `${path}/`, body)

/** DELETE {social}/v1/pessoa-fisica/rede-social/{pf_id}/{rede_social_id}/ — body: the device. */
export const deleteSocialNetwork = (http: KyInstance, pfId: number, networkId: number) =>
  write(http, 'delete', `${path}/${pfId}/${networkId}/`, {})
