import * as z from 'zod/mini'
import { pfIdSchema, ufSchema, withDevice } from '../common'
import { socialAnswer } from './envelope'

/** Address class (census-wizard §3): Residencial, Comercial, Correspondência, Recado, Temporário. */
export const addressClassSchema = z.enum(['R', 'C', 'CR', 'RC', 'T'])
export type AddressClass = z.infer<typeof addressClassSchema>
/** A postal code's digits (census-wizard §9). */
export const CEP_DIGITS = 8
/** The postal code as sent and stored: its eight digits, no dash. */
export const cepSchema = z.string().check(z.regex(new RegExp(`^\\d{${CEP_DIGITS}}$`)))

const filled = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))
const optionalText = (max: number) => z.nullable(z.string().check(z.maxLength(max)))

/** What the person fills in (census-wizard §3 Address, §5 Step 2). */
export const addressFields = {
  end_cep: cepSchema,
  /** A street type of `listas.tipos_logradouro` (its value). */
  end_tipo_lograd: filled(40),
  end_lograd: filled(120),
  end_num: optionalText(10),
  end_compl: optionalText(60),
  end_bairro: filled(80),
  end_cidade: filled(80),
  end_uf: ufSchema,
  end_class: addressClassSchema,
  end_obs: optionalText(200),
}

/** One address of the list, with the ids of its neighbourhood and city when known. */
export const addressSchema = z.object({
  end_id: pfIdSchema,
  ...addressFields,
  bairro_id: z.nullable(z.number()),
  cidade_id: z.nullable(z.number()),
})
export type Address = z.infer<typeof addressSchema>

/** GET {social}/v2/pessoa-fisica/enderecos/{pf_id}/ — the list in data.SocialAPI. */
export const addressesAnswerSchema = socialAnswer(z.array(addressSchema))
/** A neighbourhood's or city's id as the postal-code service gives it; null when unknown. */
const placeIdSchema = z.nullable(z.number().check(z.int(), z.positive()))

/**
 * POST {social}/v2/pessoa-fisica/enderecos/ — with the ids of the neighbourhood and city when the
 * postal-code lookup gave them for the names sent (census-wizard §3); absent or null otherwise.
 */
export const addAddressRequestSchema = withDevice({
  pf_id: pfIdSchema,
  ...addressFields,
  bairro_id: z.optional(placeIdSchema),
  cidade_id: z.optional(placeIdSchema),
})
export type AddAddressRequest = z.infer<typeof addAddressRequestSchema>
export const addAddressAnswerSchema = socialAnswer(z.object({ end_id: pfIdSchema }))
