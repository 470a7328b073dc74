import {
  addPhoneAnswerSchema,
  addPhoneRequestSchema,
  phonesAnswerSchema,
  type Phone,
} from '@censo/contracts'
import type { FastifyPluginAsync } from 'fastify'
import { registerPersonList } from './person-list'

/** Digits of the prefix by phone type: (##) #####-#### mobile, (##) ####-#### landline. */
const PREFIX_DIGITS = { M: 5, F: 4 } as const

/** Phones (census-wizard §7 Contacts; also the login's code contacts). */
const phoneRoutes: FastifyPluginAsync = async (app) => {
  registerPersonList<Phone, typeof addPhoneRequestSchema>(app, {
    path: '/v1/pessoa-fisica/telefones',
    idName: 'tel_id',
    noun: 'phone',
    tags: ['social: contacts'],
    items: (person) => person.phones,
    setItems: (person, phones) => {
      person.phones = phones
    },
    idOf: (phone) => phone.tel_id,
    listPayload: (phones) => ({ current: phones }),
    listAnswer: phonesAnswerSchema,
    body: addPhoneRequestSchema,
    addAnswer: addPhoneAnswerSchema,
    checks: (phone) => ({
      tel_prefixo: phone.tel_prefixo.length === PREFIX_DIGITS[phone.tel_tipo],
    }),
    toItem: (id, phone) => ({ tel_id: id, ...phone }),
  })
}

export default phoneRoutes
