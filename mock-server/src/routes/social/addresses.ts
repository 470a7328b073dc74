import {
  addAddressAnswerSchema,
  addAddressRequestSchema,
  addressesAnswerSchema,
} from '@censo/contracts/schemas/social/addresses'
import { metadata } from '@censo/fixtures'
import { inList } from '../../domain/checks'
import { personListRoutes } from './person-list'

const listas = metadata.listas

/** Addresses (census-wizard §7 Contacts, v2 paths). */
export default personListRoutes({
  path: '/v2/pessoa-fisica/enderecos',
  key: 'addresses',
  noun: 'address',
  listPayload: (addresses) => addresses,
  listAnswer: addressesAnswerSchema,
  body: addAddressRequestSchema,
  addAnswer: addAddressAnswerSchema,
  checks: (address) => ({
    end_uf: inList(listas.ufs, address.end_uf),
    end_tipo_lograd: inList(listas.tipos_logradouro, address.end_tipo_lograd),
  }),
  toItem: (id, address) => ({
    end_id: id,
    ...address,
    bairro_id: address.bairro_id ?? null,
    cidade_id: address.cidade_id ?? null,
  }),
})
