import {
  contactSectionSchema,
  DEFAULT_DDI,
  phoneFields,
  type AddPhoneRequest,
  type ContactSection,
  type Option,
  type Phone,
} from '@censo/contracts'
import {
  addressFields,
  CEP_DIGITS,
  type AddAddressRequest,
  type Address,
} from '@censo/contracts/schemas/social/addresses'
import type { PostalCodeRead } from '@censo/contracts/schemas/cep/postal-code'
import {
  emailAddressSchema,
  type AddEmailRequest,
  type EmailClass,
} from '@censo/contracts/schemas/social/emails'
import {
  HANDLE_MIN_LENGTH,
  networkFields,
  OTHER_NETWORK,
  type AddSocialNetworkRequest,
} from '@censo/contracts/schemas/social/social-networks'
import { contactsTexts } from './texts'
import { applyMask } from '@/lib/masks'
import {
  all,
  collectErrors,
  hasErrors,
  isBlank,
  required,
  type FieldRule,
  type FieldRules,
} from '@/features/wizard/field-rules'
import { schemaRule } from '@/features/wizard/schema-rules'

/** Step 2 Contatos: the rules of census-wizard §5 Step 2 and the bodies of its writes (§7). */

const text = contactsTexts
type WriteFields<Request> = Omit<Request, 'pf_id' | 'device'>
const digitsOf = (value: string) => value.replace(/\D/g, '')
const orNull = (value: string) => (isBlank(value) ? null : value.trim())

// Sections and completeness ---------------------------------------------------------------------

export const CONTACT_SECTIONS: readonly ContactSection[] = contactSectionSchema.options

/** How many items each section holds. */
export type SectionCounts = Record<ContactSection, number>

/** Spec §4: every section the entity marks mandatory has at least one item. */
export function isContactsStepComplete(
  mandatory: readonly ContactSection[],
  counts: SectionCounts,
): boolean {
  return mandatory.every((section) => counts[section] > 0)
}

// Phone -----------------------------------------------------------------------------------------

export type PhoneType = Phone['tel_tipo']
/** Spec §5: (##) #####-#### for a mobile, (##) ####-#### for a landline. */
export const PHONE_MASKS: Record<PhoneType, string> = {
  M: '(##) #####-####',
  F: '(##) ####-####',
}
const PHONE_DIGITS: Record<PhoneType, number> = { M: 11, F: 10 }
const isPhoneType = (value: string): value is PhoneType => value === 'M' || value === 'F'

export type PhoneValues = {
  tel_tipo: string
  tel_ddi: string
  /** The number as typed, with its mask: area code, prefix and suffix. */
  numero: string
  tel_class: string
  tel_obs: string
}

export const emptyPhone: PhoneValues = {
  tel_tipo: 'M',
  tel_ddi: DEFAULT_DDI,
  numero: '',
  tel_class: '',
  tel_obs: '',
}

/** The number again in the mask of a newly chosen type (a landline has one digit less). */
export const maskPhone = (numero: string, type: string) =>
  isPhoneType(type) ? applyMask(numero, PHONE_MASKS[type]) : numero

function phoneNumberRule(type: string): FieldRule {
  return all(required, (value) =>
    isPhoneType(type) && digitsOf(value).length !== PHONE_DIGITS[type]
      ? text.phone.numberIncomplete
      : undefined,
  )
}

export function phoneRules(values: PhoneValues): FieldRules<PhoneValues> {
  return {
    tel_tipo: schemaRule(phoneFields.tel_tipo),
    tel_ddi: all(required, schemaRule(phoneFields.tel_ddi, { format: text.phone.ddiInvalid })),
    numero: phoneNumberRule(values.tel_tipo),
    tel_class: schemaRule(phoneFields.tel_class),
    tel_obs: schemaRule(phoneFields.tel_obs),
  }
}

export const phoneErrors = (values: PhoneValues) => collectErrors(values, phoneRules(values))

/** Spec §3: the number goes split into area code, prefix and suffix; null while invalid. */
export function phoneBody(values: PhoneValues): WriteFields<AddPhoneRequest> | null {
  if (hasErrors(phoneErrors(values)) || !isPhoneType(values.tel_tipo)) return null
  const digits = digitsOf(values.numero)
  const telClass = phoneFields.tel_class.safeParse(values.tel_class)
  if (!telClass.success) return null
  return {
    tel_tipo: values.tel_tipo,
    tel_ddi: values.tel_ddi.trim(),
    tel_ddd: digits.slice(0, 2),
    tel_prefixo: digits.slice(2, -4),
    tel_sufixo: digits.slice(-4),
    tel_class: telClass.data,
    tel_obs: orNull(values.tel_obs),
  }
}

// E-mail ----------------------------------------------------------------------------------------

export type EmailValues = {
  email: string
  email_class: string
}

export const emptyEmail: EmailValues = { email: '', email_class: '' }

export const emailRules: FieldRules<EmailValues> = {
  email: all(required, schemaRule(emailAddressSchema, { format: text.email.invalid })),
  email_class: required,
}

export const emailErrors = (values: EmailValues) => collectErrors(values, emailRules)

const isEmailClass = (value: string): value is EmailClass => value === 'I' || value === 'P'

export function emailBody(values: EmailValues): WriteFields<AddEmailRequest> | null {
  if (hasErrors(emailErrors(values)) || !isEmailClass(values.email_class)) return null
  return { email: values.email.trim(), email_class: values.email_class }
}

// Address ---------------------------------------------------------------------------------------

export const CEP_MASK = '#####-###'

export type AddressValues = {
  /** As typed, with its mask. */
  end_cep: string
  end_tipo_lograd: string
  end_lograd: string
  end_num: string
  end_compl: string
  end_bairro: string
  end_cidade: string
  end_uf: string
  end_class: string
  end_obs: string
}

export const emptyAddress: AddressValues = {
  end_cep: '',
  end_tipo_lograd: '',
  end_lograd: '',
  end_num: '',
  end_compl: '',
  end_bairro: '',
  end_cidade: '',
  end_uf: '',
  end_class: '',
  end_obs: '',
}

/** The lookup runs once the CEP has its 8 digits (spec §5). */
export const cepDigits = (value: string) => digitsOf(value)
export const isCepComplete = (value: string) => cepDigits(value).length === CEP_DIGITS

export const addressRules: FieldRules<AddressValues> = {
  end_cep: all(required, (value) =>
    isCepComplete(value) ? undefined : text.address.cepIncomplete,
  ),
  end_tipo_lograd: required,
  end_lograd: all(required, schemaRule(addressFields.end_lograd)),
  end_num: schemaRule(addressFields.end_num),
  end_compl: schemaRule(addressFields.end_compl),
  end_bairro: all(required, schemaRule(addressFields.end_bairro)),
  end_cidade: all(required, schemaRule(addressFields.end_cidade)),
  end_uf: required,
  end_class: schemaRule(addressFields.end_class),
  end_obs: schemaRule(addressFields.end_obs),
}

export const addressErrors = (values: AddressValues) => collectErrors(values, addressRules)

/** Spec §5: Save is enabled once city, UF, neighbourhood, street type and class are filled. */
export const canSaveAddress = (values: AddressValues) =>
  [values.end_cidade, values.end_uf, values.end_bairro, values.end_tipo_lograd, values.end_class]
    .map(isBlank)
    .every((blank) => !blank)

/**
 * The CEP goes as digits only (spec §7); null while a field fails its rule. `place` is what the
 * postal-code lookup answered, whose ids go with the names it gave (`placeIds`).
 */
export function addressBody(
  values: AddressValues,
  place: PostalCodeRead | null = null,
): WriteFields<AddAddressRequest> | null {
  if (hasErrors(addressErrors(values))) return null
  const endClass = addressFields.end_class.safeParse(values.end_class)
  if (!endClass.success) return null
  return {
    end_cep: cepDigits(values.end_cep),
    end_tipo_lograd: values.end_tipo_lograd,
    end_lograd: values.end_lograd.trim(),
    end_num: orNull(values.end_num),
    end_compl: orNull(values.end_compl),
    end_bairro: values.end_bairro.trim(),
    end_cidade: values.end_cidade.trim(),
    end_uf: values.end_uf,
    end_class: endClass.data,
    end_obs: orNull(values.end_obs),
    ...placeIds(values, place),
  }
}

/** Whether the person kept the name the lookup gave (case and accents aside). */
const keeps = (typed: string, found: string | undefined) =>
  found !== undefined && sameText(typed.trim(), found)

/**
 * The neighbourhood's and city's ids (spec §3) of the lookup, each only while the person keeps
 * the name the lookup gave (a city typed over is not the looked-up city); null otherwise.
 */
export function placeIds(
  values: Pick<AddressValues, 'end_bairro' | 'end_cidade'>,
  place: PostalCodeRead | null,
): { bairro_id: number | null; cidade_id: number | null } {
  const bairro = place?.bairro
  return {
    bairro_id: keeps(values.end_bairro, bairro?.bairro) ? (bairro?.bairro_id ?? null) : null,
    cidade_id: keeps(values.end_cidade, place?.cidade.cidade)
      ? (place?.cidade.cidade_id ?? null)
      : null,
  }
}

/** Spec §5: street types from metadata without entries starting with a digit, in upper case. */
export function streetTypeOptions(types: readonly Option[]): Option[] {
  return types
    .filter((option) => !/^\d/.test(option.label))
    .map((option) => ({ value: option.value, label: option.label.toLocaleUpperCase('pt-BR') }))
}

const sameText = (a: string, b: string) =>
  a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0

/**
 * What the postal-code lookup fills in (spec §2: city, UF, neighbourhood, street type, street);
 * null (a 404) clears them. A street type the metadata does not list stays empty.
 */
export function fromPostalCode(
  postal: PostalCodeRead | null,
  types: readonly Option[],
): Pick<AddressValues, 'end_cidade' | 'end_uf' | 'end_bairro' | 'end_tipo_lograd' | 'end_lograd'> {
  const typeName = postal?.endereco?.tipo_logradouro ?? ''
  const type = types.find((option) => sameText(option.value, typeName))
  return {
    end_cidade: postal?.cidade.cidade ?? '',
    end_uf: postal?.uf.uf_sigla ?? '',
    end_bairro: postal?.bairro?.bairro ?? '',
    end_tipo_lograd: type?.value ?? '',
    end_lograd: postal?.endereco?.logradouro ?? '',
  }
}

/** The card's line: street type and street, number, city and UF. */
export function addressLine(address: Address, types: readonly Option[]): string {
  const type =
    types.find((option) => option.value === address.end_tipo_lograd)?.label ??
    address.end_tipo_lograd
  return text.address.card(
    `${type} ${address.end_lograd}`,
    address.end_num,
    address.end_cidade,
    address.end_uf,
  )
}

// Social network --------------------------------------------------------------------------------

export type NetworkValues = {
  rede_social_tipo: string
  rede_social_endereco: string
}

export const emptyNetwork: NetworkValues = { rede_social_tipo: '', rede_social_endereco: '' }

/** Spec §5: a leading '@' is stripped when sent. */
export const stripHandle = (value: string) => value.trim().replace(/^@+/, '')

export const networkRules: FieldRules<NetworkValues> = {
  rede_social_tipo: schemaRule(networkFields.rede_social_tipo),
  rede_social_endereco: all(required, (value) => {
    const handle = stripHandle(value)
    if (handle.length < HANDLE_MIN_LENGTH) return text.network.tooShort
    return /\s/.test(handle) ? text.network.noSpaces : undefined
  }),
}

export const networkErrors = (values: NetworkValues) => collectErrors(values, networkRules)

export function networkBody(values: NetworkValues): WriteFields<AddSocialNetworkRequest> | null {
  if (hasErrors(networkErrors(values))) return null
  return {
    rede_social_tipo: values.rede_social_tipo,
    rede_social_endereco: stripHandle(values.rede_social_endereco),
  }
}

/** A network the entity configured: its name and the template of a profile's address. */
export interface ConfiguredNetwork {
  value: string
  label: string
  url: string
}

/** The choices: the configured networks, then 'other' (spec §3). */
export function networkOptions(networks: readonly ConfiguredNetwork[]): Option[] {
  return [
    ...networks.map(({ value, label }) => ({ value, label })),
    { value: OTHER_NETWORK, label: text.network.other },
  ]
}

/**
 * The profile's address from the network's template (`{usuario}` is the handle); for 'other'
 * the address itself when it is a web address; otherwise none.
 */
export function profileUrl(
  type: string,
  handle: string,
  networks: readonly ConfiguredNetwork[],
): string | undefined {
  const network = networks.find((candidate) => candidate.value === type)
  if (network) return network.url.replace('{usuario}', encodeURIComponent(handle))
  return /^https?:\/\/\S+$/i.test(handle) ? handle : undefined
}

/** The networks with their own icon; tiktok and unknown networks show a hashtag (spec §3). */
export const NETWORK_ICONS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube'] as const
export type NetworkIcon = (typeof NETWORK_ICONS)[number] | 'hashtag'
export const networkIcon = (type: string): NetworkIcon =>
  NETWORK_ICONS.find((icon) => icon === type) ?? 'hashtag'
