import * as z from 'zod/mini'
import { pfIdSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'

/** E-mail class (census-wizard §3): I Institucional, P Particular. */
export const emailClassSchema = z.enum(['I', 'P'])
export type EmailClass = z.infer<typeof emailClassSchema>
export const emailAddressSchema = z.email().check(z.maxLength(120))

/** One e-mail of the list; the list calls the address `email_email` (census-wizard §7). */
export const emailSchema = z.object({
  email_id: pfIdSchema,
  email_email: z.string(),
  email_class: emailClassSchema,
})
export type Email = z.infer<typeof emailSchema>

/** GET {social}/v1/pessoa-fisica/emails/{pf_id}/ */
export const emailsAnswerSchema = socialAnswer(z.object({ current: z.array(emailSchema) }))
/** POST {social}/v1/pessoa-fisica/emails/ */
export const emailFields = { email: emailAddressSchema, email_class: emailClassSchema }
export const addEmailRequestSchema = withDevice({ pf_id: pfIdSchema, ...emailFields })
export type AddEmailRequest = z.infer<typeof addEmailRequestSchema>
export const addEmailAnswerSchema = socialAnswer(z.object({ email_id: pfIdSchema }))
