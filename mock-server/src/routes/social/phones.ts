import { addPhoneAnswerSchema, addPhoneRequestSchema, phonesAnswerSchema } from '@censo/contracts'
import { personListRoutes } from './person-list'

/** Digits of the prefix by phone type: (##) #####-#### mobile, (##) ####-#### landline. */
const PREFIX_DIGITS = { M: 5, F: 4 } as const

/** Phones (census-wizard §7 Contacts; also the login's code contacts). */
export default personListRoutes({
  path: '/v1/pessoa-fisica/telefones',
  key: 'phones',
  noun: 'phone',
  listPayload: (phones) => ({ current: phones }),
  listAnswer: phonesAnswerSchema,
  body: addPhoneRequestSchema,
  addAnswer: addPhoneAnswerSchema,
  checks: (phone) => ({
    tel_prefixo: phone.tel_prefixo.length === PREFIX_DIGITS[phone.tel_tipo],
  }),
  toItem: (id, phone) => ({ tel_id: id, ...phone }),
})
