import { describe } from 'vitest'
import * as addresses from '../../src/client/social/addresses'
import { example, pactWith, sdkCall } from '../support'
import { contactListInteractions } from './contact-list'

const pact = pactWith('social-api')

const address = {
  end_cep: '50050000',
  end_tipo_lograd: 'Rua',
  end_lograd: 'da Aurora',
  end_num: '325',
  end_compl: null,
  end_bairro: 'Boa Vista',
  end_cidade: 'Recife',
  end_uf: 'PE',
  end_class: 'R',
  end_obs: null,
}
const stored = { end_id: 41, ...address, bairro_id: null, cidade_id: null }

describe('social API: addresses (step 2, v2 paths)', () => {
  contactListInteractions(pact, {
    noun: 'address',
    path: 'v2/pessoa-fisica/enderecos',
    idName: 'end_id',
    seedKey: 'addresses',
    stored,
    listed: stored,
    listPayload: (items) => items,
    list: addresses.listAddresses,
    add: sdkCall(
      {
        pf_id: example.pfId,
        ...address,
        end_class: 'CR',
        end_compl: 'Bloco B',
        bairro_id: 1012,
        cidade_id: 100,
      },
      addresses.addAddress,
    ),
    remove: addresses.deleteAddress,
  })
})
