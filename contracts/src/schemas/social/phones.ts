import * as z from 'zod/mini'
import { pfIdSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'

/** Default country code (census-wizard §9). */
export const DEFAULT_DDI = '55'

/** M mobile, F landline. */
export const phoneTypeSchema = z.enum(['M', 'F'])
export const phoneClassSchema = z.enum(['R', 'CO', 'CR', 'RC', 'RA'])
export const phoneFields = {
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
