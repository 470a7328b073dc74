import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/emails'
import { socialCall, write, type Body } from '../call'

/** GET {social}/v1/pessoa-fisica/emails/{pf_id}/ — the person's current e-mails. */
export const listEmails = async (http: KyInstance, pfId: number) =>
  (await socialCall(http, 'get', `v1/pessoa-fisica/emails/${pfId}/`, s.emailsAnswerSchema)).current

/** POST {social}/v1/pessoa-fisica/emails/ */
export const addEmail = (http: KyInstance, body: Body<typeof s.addEmailRequestSchema>) =>
  write(http, 'post', 'v1/pessoa-fisica/emails/', body)

/** DELETE {social}/v1/pessoa-fisica/emails/{pf_id}/{email_id}/ — the body carries the device. */
export const deleteEmail = (http: KyInstance, pfId: number, emailId: number) =>
  write(http, 'delete', `v1/pessoa-fisica/emails/${pfId}/${emailId}/`, {})
