import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/phones'
import { socialCall, write, type Body } from '../call'

/** GET {social}/v1/pessoa-fisica/telefones/{pf_id}/ — the person's current phones. */
export const listPhones = async (http: KyInstance, pfId: number) =>
  (await socialCall(http, 'get', `v1/pessoa-fisica/telefones/${pfId}/`, s.phonesAnswerSchema))
    .current

/** POST {social}/v1/pessoa-fisica/telefones/ */
export const addPhone = (http: KyInstance, body: Body<typeof s.addPhoneRequestSchema>) =>
  write(http, 'post', 'v1/pessoa-fisica/telefones/', body)

/** DELETE {social}/v1/pessoa-fisica/telefones/{pf_id}/{tel_id}/ — body: the device. */
export const deletePhone = (http: KyInstance, pfId: number, telId: number) =>
  write(http, 'delete', `v1/pessoa-fisica/telefones/${pfId}/${telId}/`, {})
