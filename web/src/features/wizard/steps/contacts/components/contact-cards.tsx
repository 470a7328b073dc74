import type { Phone, ReferenceLists } from '@censo/contracts'
import type { Address } from '@censo/contracts/schemas/social/addresses'
import type { Email } from '@censo/contracts/schemas/social/emails'
import type { SocialNetwork } from '@censo/contracts/schemas/social/social-networks'
import { contactsTexts } from '../texts'
import { AuthorBlock } from '@/features/wizard/components/author-block'
import { useWizard } from '@/features/wizard/wizard-context'
import { addressLine, networkIcon, profileUrl, streetTypeOptions } from '../rules'
import { NetworkIcon } from './network-icon'

/** What each section's cards show (spec §3: a phone's type, area code, prefix and suffix). */

const text = contactsTexts
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

export const phoneLine = (phone: Phone) =>
  text.phone.card(
    labelOf(text.phone.tipos, phone.tel_tipo),
    phone.tel_ddd,
    phone.tel_prefixo,
    phone.tel_sufixo,
  )

export function PhoneCard({ item }: { item: Phone }) {
  return (
    <>
      <p className="item-name">{phoneLine(item)}</p>
      <p className="item-details">{labelOf(text.phone.classes, item.tel_class)}</p>
    </>
  )
}

export function EmailCard({ item }: { item: Email }) {
  return (
    <>
      <p className="item-name">{item.email_email}</p>
      <p className="item-details">{labelOf(text.email.classes, item.email_class)}</p>
    </>
  )
}

/** The address's line with the street type as the step shows it (upper case). */
export const addressName = (address: Address, listas: ReferenceLists) =>
  addressLine(address, streetTypeOptions(listas.tipos_logradouro))

export function AddressCard({ item }: { item: Address }) {
  const { metadata } = useWizard()
  return (
    <>
      <p className="item-name">{addressName(item, metadata.listas)}</p>
      <p className="item-details">
        {text.address.cep} {item.end_cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')} · {item.end_bairro} ·{' '}
        {labelOf(text.address.classes, item.end_class)}
      </p>
    </>
  )
}

/** The network's name: the entity's label, or 'Outra'. */
export const networkName = (network: SocialNetwork, listas: ReferenceLists) =>
  listas.redes_sociais.find((option) => option.value === network.rede_social_tipo)?.label ??
  text.network.other

export function NetworkCard({ item }: { item: SocialNetwork }) {
  const { metadata } = useWizard()
  const name = networkName(item, metadata.listas)
  const url = profileUrl(
    item.rede_social_tipo,
    item.rede_social_endereco,
    metadata.listas.redes_sociais,
  )
  return (
    <>
      <p className="item-name network-card">
        <NetworkIcon icon={networkIcon(item.rede_social_tipo)} />
        <span className="visually-hidden">{name}: </span>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text.network.open(name, item.rede_social_endereco)}
          >
            {item.rede_social_endereco}
          </a>
        ) : (
          item.rede_social_endereco
        )}
      </p>
      <AuthorBlock stamp={{ uupfid: item.uupfid, data_hora: item.data_hora }} />
    </>
  )
}
