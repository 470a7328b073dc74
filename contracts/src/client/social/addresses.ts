import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/addresses'
import { socialCall, write, type Body } from '../call'

const path = 'v2/pessoa-fisica/enderecos'

/** GET {social}/v2/pessoa-fisica/enderecos/{pf_id}/ — the person's addresses. */
export const listAddresses = (http: KyInstance, pfId: number) =>
  socialCall(http, 'get', `${path}/${pfId}/`, s.addressesAnswerSchema)

/** POST {social}/v2/pessoa-fisica/enderecos/ (the CEP as digits only). */
export const addAddress = (http: KyInstance, body: Body<typeof s.addAddressRequestSchema>) =>
  write(http, 'post', `${path}/`, body)

/** DELETE {social}/v2/pessoa-fisica/enderecos/{pf_id}/{end_id}/ — the body carries the device. */
export const deleteAddress = (http: KyInstance, pfId: number, endId: number) =>
  write(http, 'delete', `${path}/${pfId}/${endId}/`, {})
