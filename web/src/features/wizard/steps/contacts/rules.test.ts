import { sampleNewAddress, sampleNewPhone } from '@censo/fixtures/samples/contacts'
import { describe, expect, it } from 'vitest'
import {
  addressBody,
  canSaveAddress,
  emailBody,
  emailErrors,
  emptyAddress,
  emptyEmail,
  emptyNetwork,
  emptyPhone,
  fromPostalCode,
  isContactsStepComplete,
  maskPhone,
  networkBody,
  networkErrors,
  networkIcon,
  networkOptions,
  phoneBody,
  phoneErrors,
  profileUrl,
  streetTypeOptions,
  stripHandle,
  placeIds,
  type AddressValues,
} from './rules'

const required = 'Este campo deve ser preenchido'
const none = { telefones: 0, emails: 0, enderecos: 0, redes_social: 0 }

describe('step 2 completeness (spec §4)', () => {
  it('needs an item in every section the entity marks mandatory, and nothing else', () => {
    expect(isContactsStepComplete([], none)).toBe(true)
    expect(isContactsStepComplete(['telefones'], none)).toBe(false)
    expect(isContactsStepComplete(['telefones'], { ...none, telefones: 1 })).toBe(true)
    const all = ['telefones', 'emails', 'enderecos', 'redes_social'] as const
    expect(isContactsStepComplete(all, { ...none, telefones: 2, emails: 1, enderecos: 1 })).toBe(
      false,
    )
    expect(
      isContactsStepComplete(all, { telefones: 1, emails: 1, enderecos: 1, redes_social: 1 }),
    ).toBe(true)
  })
})

describe('phone (spec §5)', () => {
  it('requires number, type and class with the spec message; DDI defaults to 55', () => {
    expect(emptyPhone.tel_ddi).toBe('55')
    const errors = phoneErrors({ ...emptyPhone, tel_tipo: '' })
    expect(errors).toMatchObject({ tel_tipo: required, numero: required, tel_class: required })
  })

  it('wants the whole number of its type: 11 digits for a mobile, 10 for a landline', () => {
    const mobile = { ...emptyPhone, tel_class: 'R', numero: '(81) 9887-6655' }
    expect(phoneErrors(mobile).numero).toBe('Informe o número completo com o DDD.')
    expect(phoneErrors({ ...mobile, tel_tipo: 'F' }).numero).toBeUndefined()
  })

  it('masks the number by its type, again when the type changes', () => {
    expect(maskPhone('81988776655', 'M')).toBe('(81) 98877-6655')
    expect(maskPhone('(81) 98877-6655', 'F')).toBe('(81) 9887-7665')
    expect(maskPhone('8132224455', 'F')).toBe('(81) 3222-4455')
  })

  it('is sent split into area code, prefix and suffix', () => {
    // The sample mobile phone as typed, with a blank observation.
    const values = { ...emptyPhone, numero: '(81) 98888-7777', tel_class: 'R', tel_obs: ' ' }
    expect(phoneBody(values)).toEqual(sampleNewPhone)
    const landline = { ...values, tel_tipo: 'F', numero: '(81) 3222-4455', tel_obs: 'Ramal 12' }
    expect(phoneBody(landline)).toMatchObject({
      tel_ddd: '81',
      tel_prefixo: '3222',
      tel_sufixo: '4455',
      tel_obs: 'Ramal 12',
    })
    expect(phoneBody({ ...values, numero: '(81) 9887' })).toBeNull()
  })

  it('refuses a country code that is not 1 to 3 digits', () => {
    const values = { ...emptyPhone, numero: '(81) 98877-6655', tel_class: 'R' }
    expect(phoneErrors({ ...values, tel_ddi: '5a' }).tel_ddi).toBe(
      'Informe o código do país com até 3 números.',
    )
    expect(phoneErrors({ ...values, tel_ddi: '' }).tel_ddi).toBe(required)
  })
})

describe('e-mail (spec §5)', () => {
  it('requires the address and the class; a malformed address gets a clear message', () => {
    expect(emailErrors(emptyEmail)).toEqual({ email: required, email_class: required })
    expect(emailErrors({ email: 'maria@', email_class: 'P' }).email).toBe(
      'Informe um email válido, como nome@exemplo.com.br.',
    )
    expect(emailBody({ email: ' maria@exemplo.com.br ', email_class: 'I' })).toEqual({
      email: 'maria@exemplo.com.br',
      email_class: 'I',
    })
    expect(emailBody({ email: 'maria@exemplo.com.br', email_class: '' })).toBeNull()
  })
})

describe('address (spec §5)', () => {
  const filled: AddressValues = {
    ...emptyAddress,
    end_cep: '50050-000',
    end_cidade: 'Recife',
    end_uf: 'PE',
    end_bairro: 'Boa Vista',
    end_tipo_lograd: 'Rua',
    end_lograd: 'da Aurora',
    end_class: 'R',
  }

  it('enables Save with city, UF, neighbourhood, street type and class', () => {
    expect(canSaveAddress(filled)).toBe(true)
    for (const field of [
      'end_cidade',
      'end_uf',
      'end_bairro',
      'end_tipo_lograd',
      'end_class',
    ] as const) {
      expect(canSaveAddress({ ...filled, [field]: '' })).toBe(false)
    }
    // The CEP and the street are flagged on SALVAR, not by the button (spec §5).
    expect(canSaveAddress({ ...filled, end_cep: '', end_lograd: '' })).toBe(true)
    expect(addressBody({ ...filled, end_cep: '', end_lograd: '' })).toBeNull()
  })

  it('sends the CEP as digits only and empty optional fields as null', () => {
    // The sample address, typed without its number and complement.
    expect(addressBody(filled)).toEqual({
      ...sampleNewAddress,
      end_num: null,
      end_compl: null,
      bairro_id: null,
      cidade_id: null,
    })
    expect(addressBody({ ...filled, end_cep: '50050-00' })).toBeNull()
  })

  it("sends the lookup's neighbourhood and city ids while their names are the lookup's", () => {
    const place = {
      cidade: { cidade: 'Recife', cidade_id: 100 },
      uf: { uf_sigla: 'PE' },
      bairro: { bairro: 'Boa Vista', bairro_id: 1012 },
    }
    expect(addressBody(filled, place)).toMatchObject({ bairro_id: 1012, cidade_id: 100 })
    // Case and accents aside, the same name; another name typed over loses its id.
    expect(placeIds({ end_bairro: ' boa vista ', end_cidade: 'RECIFE' }, place)).toEqual({
      bairro_id: 1012,
      cidade_id: 100,
    })
    expect(placeIds({ end_bairro: 'Soledade', end_cidade: 'Recife' }, place)).toEqual({
      bairro_id: null,
      cidade_id: 100,
    })
    // A whole city's code has no neighbourhood; a service that gives no ids gives none.
    expect(placeIds(filled, { ...place, bairro: null })).toEqual({
      bairro_id: null,
      cidade_id: 100,
    })
    const namesOnly = { cidade: { cidade: 'Recife' }, uf: { uf_sigla: 'PE' } }
    expect(placeIds(filled, namesOnly)).toEqual({ bairro_id: null, cidade_id: null })
    expect(placeIds(filled, null)).toEqual({ bairro_id: null, cidade_id: null })
  })

  it('offers street types without those starting with a digit, in upper case', () => {
    const types = [
      { value: '1ª Travessa', label: '1ª Travessa' },
      { value: 'Avenida', label: 'Avenida' },
      { value: 'Praça', label: 'Praça' },
    ]
    expect(streetTypeOptions(types)).toEqual([
      { value: 'Avenida', label: 'AVENIDA' },
      { value: 'Praça', label: 'PRAÇA' },
    ])
  })

  it('fills city, UF, neighbourhood, street type and street from the lookup; 404 clears them', () => {
    const types = [
      { value: 'Rua', label: 'RUA' },
      { value: 'Avenida', label: 'AVENIDA' },
    ]
    const postal = {
      cep: '50050000',
      cidade: { cidade: 'Recife' },
      uf: { uf_sigla: 'PE' },
      bairro: { bairro: 'Boa Vista' },
      endereco: { tipo_logradouro: 'RUA', logradouro: 'da Aurora' },
    }
    expect(fromPostalCode(postal, types)).toEqual({
      end_cidade: 'Recife',
      end_uf: 'PE',
      end_bairro: 'Boa Vista',
      end_tipo_lograd: 'Rua',
      end_lograd: 'da Aurora',
    })
    const wholeCity = { ...postal, bairro: null, endereco: null }
    expect(fromPostalCode(wholeCity, types)).toMatchObject({
      end_cidade: 'Recife',
      end_bairro: '',
      end_tipo_lograd: '',
      end_lograd: '',
    })
    expect(Object.values(fromPostalCode(null, types)).every((value) => value === '')).toBe(true)
  })
})

describe('social network (spec §5, §3)', () => {
  const configured = [
    { value: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/{usuario}' },
    { value: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@{usuario}' },
  ]

  it('needs a type and an address of at least 3 characters, sent without its leading @', () => {
    expect(networkErrors(emptyNetwork)).toEqual({
      rede_social_tipo: required,
      rede_social_endereco: required,
    })
    const short = { rede_social_tipo: 'instagram', rede_social_endereco: '@ma' }
    expect(networkErrors(short).rede_social_endereco).toBe('Informe ao menos 3 caracteres.')
    expect(stripHandle(' @maria.silva ')).toBe('maria.silva')
    expect(networkBody({ rede_social_tipo: 'instagram', rede_social_endereco: '@maria' })).toEqual({
      rede_social_tipo: 'instagram',
      rede_social_endereco: 'maria',
    })
    expect(
      networkErrors({ rede_social_tipo: 'other', rede_social_endereco: 'maria silva' })
        .rede_social_endereco,
    ).toBe('Informe o endereço sem espaços.')
  })

  it("offers the entity's networks and 'other'", () => {
    expect(networkOptions(configured).map((option) => option.value)).toEqual([
      'instagram',
      'tiktok',
      'other',
    ])
  })

  it("links to the profile from the network's template; 'other' only to a web address", () => {
    expect(profileUrl('instagram', 'maria', configured)).toBe('https://www.instagram.com/maria')
    expect(profileUrl('tiktok', 'maria', configured)).toBe('https://www.tiktok.com/@maria')
    expect(profileUrl('other', 'https://bsky.app/profile/maria', configured)).toBe(
      'https://bsky.app/profile/maria',
    )
    expect(profileUrl('other', 'maria', configured)).toBeUndefined()
  })

  it('shows a hashtag for tiktok and for unknown networks', () => {
    expect(networkIcon('instagram')).toBe('instagram')
    expect(networkIcon('tiktok')).toBe('hashtag')
    expect(networkIcon('other')).toBe('hashtag')
  })
})
