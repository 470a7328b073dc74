import * as z from 'zod/mini'
import { cpfDigitsSchema, isoDateSchema, pfIdSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'

/** The login flow: login, contact lookup, one-time codes by e-mail or SMS and their check. */

const required = z.string().check(z.minLength(1))
/** The entity the person logs into (its `login_segurado` ids in the metadata). */
const entityIds = { oid: required, oeid: required }

/** POST {social}/v2/pessoa-fisica/login/ */
export const loginRequestSchema = withDevice({
  cpf: cpfDigitsSchema,
  nascimento: isoDateSchema,
  ...entityIds,
  response_token: required,
})
export type LoginRequest = z.infer<typeof loginRequestSchema>
export const loginAnswerSchema = socialAnswer(z.object({ access_token: required }))

/** POST {social}/v2/person/login/contact/ */
export const contactLookupRequestSchema = withDevice({
  cpf: cpfDigitsSchema,
  ...entityIds,
  response_token: required,
  're-captcha-by-pass': z.boolean(),
})
export type ContactLookupRequest = z.infer<typeof contactLookupRequestSchema>
export const contactOptionsSchema = z.object({
  pf_id: pfIdSchema,
  /** Masked addresses: the lookup runs before identity is confirmed. */
  emails: z.array(z.object({ email_id: pfIdSchema, email: z.string() })),
  cellphones: z.array(z.object({ cellphone_id: pfIdSchema, cellphone: z.string() })),
})
export type ContactOptions = z.infer<typeof contactOptionsSchema>
export const contactLookupAnswerSchema = socialAnswer(contactOptionsSchema)

/** POST {social}/v1/person/login/email/send-code/ */
export const sendEmailCodeRequestSchema = withDevice({ pf_id: pfIdSchema, email_id: pfIdSchema })
export type SendEmailCodeRequest = z.infer<typeof sendEmailCodeRequestSchema>
/** POST {social}/v1/person/login/cellphone/send-code/ */
export const sendCellphoneCodeRequestSchema = withDevice({
  pf_id: pfIdSchema,
  cellphone_id: pfIdSchema,
})
export type SendCellphoneCodeRequest = z.infer<typeof sendCellphoneCodeRequestSchema>
/** The spec does not show the answer; ours says when the code expires. */
export const sendCodeAnswerSchema = socialAnswer(
  z.object({ sent: z.boolean(), expires_in: z.number() }),
)

/** POST {social}/v1/person/login/ — verify the one-time code. */
export const verifyCodeRequestSchema = withDevice({
  pf_id: pfIdSchema,
  code: z.string().check(z.regex(/^\d{6}$/)),
  resource_id: pfIdSchema,
  ...entityIds,
})
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>
export const verifyCodeAnswerSchema = socialAnswer(
  z.object({ success: z.boolean(), access_token: required }),
)

/**
 * What the web reads of the verification (ADR 024): the token only when `success` is true; a
 * refusal needs nothing but `success: false` (the token the mock sends with it is ours).
 */
export const verifyCodeReadSchema = socialAnswer(
  z.union([
    z.object({ success: z.literal(true), access_token: required }),
    z.object({ success: z.literal(false) }),
  ]),
)
