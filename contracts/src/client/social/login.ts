import type { KyInstance } from 'ky'
import * as s from '../../schemas/social/login'
import { socialCall, write, type Body } from '../call'

/** POST {social}/v2/pessoa-fisica/login/ */
export const login = (http: KyInstance, body: Body<typeof s.loginRequestSchema>) =>
  socialCall(http, 'post', 'v2/pessoa-fisica/login/', s.loginAnswerSchema, body)

/** POST {social}/v2/person/login/contact/ */
export const lookupContacts = (http: KyInstance, body: Body<typeof s.contactLookupRequestSchema>) =>
  socialCall(http, 'post', 'v2/person/login/contact/', s.contactLookupAnswerSchema, body)

/** POST {social}/v1/person/login/email/send-code/ */
export const sendEmailCode = (http: KyInstance, body: Body<typeof s.sendEmailCodeRequestSchema>) =>
  write(http, 'post', 'v1/person/login/email/send-code/', body)

/** POST {social}/v1/person/login/cellphone/send-code/ */
export const sendCellphoneCode = (
  http: KyInstance,
  body: Body<typeof s.sendCellphoneCodeRequestSchema>,
) => write(http, 'post', 'v1/person/login/cellphone/send-code/', body)

/** POST {social}/v1/person/login/ — verify the one-time code. */
export const verifyCode = (http: KyInstance, body: Body<typeof s.verifyCodeRequestSchema>) =>
  socialCall(http, 'post', 'v1/person/login/', s.verifyCodeReadSchema, body)
