import * as z from 'zod/mini'
import { cpfDigitsSchema, envelope, isoDateSchema, pfIdSchema, withDevice } from './common'

export const socialAnswer = <Payload extends z.ZodMiniType>(payload: Payload) =>
  envelope('SocialAPI', payload)
const required = z.string().check(z.minLength(1))

// Login ---------------------------------------------------------------------------------------

/** POST {social}/v2/pessoa-fisica/login/ */
export const loginRequestSchema = withDevice({
  cpf: cpfDigitsSchema,
  nascimento: isoDateSchema,
  oid: required,
  oeid: required,
  response_token: required,
})
export type LoginRequest = z.infer<typeof loginRequestSchema>
export const loginAnswerSchema = socialAnswer(z.object({ access_token: required }))

/** POST {social}/v2/person/login/contact/ */
export const contactLookupRequestSchema = withDevice({
  cpf: cpfDigitsSchema,
  oid: required,
  oeid: required,
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
  oid: required,
  oeid: required,
})
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>
export const verifyCodeAnswerSchema = socialAnswer(
  z.object({ success: z.boolean(), access_token: required }),
)

// Person --------------------------------------------------------------------------------------

/** POST {social}/v3/pessoa-fisica/inserir/ */
export const insertPersonRequestSchema = withDevice({
  cpf: cpfDigitsSchema,
  nascimento: isoDateSchema,
})
export type InsertPersonRequest = z.infer<typeof insertPersonRequestSchema>
export const insertPersonAnswerSchema = socialAnswer(z.object({ pf_id: pfIdSchema }))

// Phones --------------------------------------------------------------------------------------

export const phoneTypeSchema = z.enum(['M', 'F'])
export const phoneClassSchema = z.enum(['R', 'CO', 'CR', 'RC', 'RA'])
const phoneFields = {
  tel_tipo: phoneTypeSchema,
  tel_ddi: z.string().check(z.regex(/^\d{1,3}$/)),
  tel_ddd: z.string().check(z.regex(/^\d{2}$/)),
  tel_prefixo: z.string().check(z.regex(/^\d{4,5}$/)),
  tel_sufixo: z.string().check(z.regex(/^\d{4}$/)),
  tel_class: phoneClassSchema,
  tel_obs: z.nullable(z.string().check(z.maxLength(200))),
}
export const phoneSchema = z.object({ tel_id: pfIdSchema, ...phoneFields })
export type Phone = z.infer<typeof phoneSchema>

/** GET {social}/v1/pessoa-fisica/telefones/{pf_id}/ */
export const phonesAnswerSchema = socialAnswer(z.object({ current: z.array(phoneSchema) }))
/** POST {social}/v1/pessoa-fisica/telefones/ */
export const addPhoneRequestSchema = withDevice({ pf_id: pfIdSchema, ...phoneFields })
export type AddPhoneRequest = z.infer<typeof addPhoneRequestSchema>
export const addPhoneAnswerSchema = socialAnswer(z.object({ tel_id: pfIdSchema }))
