import * as z from 'zod/mini'
import { isoDateTimeSchema, pfIdSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'

/** The type of a network the entity has not configured (census-wizard §3). */
export const OTHER_NETWORK = 'other'

/** The shortest handle (census-wizard §9). */
export const HANDLE_MIN_LENGTH = 3

/** One of `listas.redes_sociais` values, or 'other'. */
export const networkTypeSchema = z.string().check(z.minLength(1), z.maxLength(30))
/** The handle or address, without a leading '@' (the web strips it) and without spaces. */
export const networkAddressSchema = z
  .string()
  .check(z.minLength(HANDLE_MIN_LENGTH), z.maxLength(200), z.regex(/^[^@\s]\S*$/))

export const networkFields = {
  rede_social_tipo: networkTypeSchema,
  rede_social_endereco: networkAddressSchema,
}

/** One network of the list with its author (census-wizard §3: uupfid and data_hora). */
export const socialNetworkSchema = z.object({
  rede_social_id: pfIdSchema,
  ...networkFields,
  uupfid: pfIdSchema,
  data_hora: isoDateTimeSchema,
})
export type SocialNetwork = z.infer<typeof socialNetworkSchema>

/** GET {social}/v1/pessoa-fisica/rede-social/{pf_id}/ — the list in data.SocialAPI. */
export const socialNetworksAnswerSchema = socialAnswer(z.array(socialNetworkSchema))
/** POST {social}/v1/pessoa-fisica/rede-social/ */
export const addSocialNetworkRequestSchema = withDevice({ pf_id: pfIdSchema, ...networkFields })
export type AddSocialNetworkRequest = z.infer<typeof addSocialNetworkRequestSchema>
export const addSocialNetworkAnswerSchema = socialAnswer(z.object({ rede_social_id: pfIdSchema }))
