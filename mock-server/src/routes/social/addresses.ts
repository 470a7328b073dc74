import {
  addAddressAnswerSchema,
  addAddressRequestSchema,
  addressesAnswerSchema,
  type Address,
} from '@censo/contracts/schemas/social/addresses'
import { metadata } from '@censo/fixtures'
import type { FastifyPluginAsync } from 'fastify'
import { inList } from '../../domain/checks'
import { registerPersonList } from './person-list'

const listas = metadata.listas

/** Addresses (census-wizard §7 Contacts, v2 paths). */
const addressRoutes: FastifyPluginAsync = async (app) => {
  registerPersonList<Address, typeof addAddressRequestSchema>(app, {
    path: '/v2/pessoa-fisica/enderecos',
    idName: 'end_id',
    noun: 'address',
    tags: ['social: contacts'],
    items: (person) => person.addresses,
    setItems: (person, addresses) => {
      person.addresses = addresses
    },
    idOf: (address) => address.end_id,
    listPayload: (addresses) => addresses,
    listAnswer: addressesAnswerSchema,
    body: addAddressRequestSchema,
    addAnswer: addAddressAnswerSchema,
    checks: (address) => ({
      end_uf: inList(listas.ufs, address.end_uf),
      end_tipo_lograd: inList(listas.tipos_logradouro, address.end_tipo_lograd),
    }),
    toItem: (id, address) => ({ end_id: id, ...address, bairro_id: null, cidade_id: null }),
  })
}

export default addressRoutes
