import type { Phone } from '@censo/contracts'
import type { Address } from '@censo/contracts/schemas/social/addresses'
import type { Email } from '@censo/contracts/schemas/social/emails'
import type { SocialNetwork } from '@censo/contracts/schemas/social/social-networks'
import { useState } from 'react'
import '../contacts.css'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useBeforeNext } from '@/features/wizard/wizard-context'
import { addressWrites, emailWrites, networkWrites, phoneWrites } from '../api/contacts'
import { AddressForm } from '../forms/address-form'
import { EmailForm } from '../forms/email-form'
import { NetworkForm } from '../forms/network-form'
import { PhoneForm } from '../forms/phone-form'
import { useContactsStatus } from '../use-contacts-status'
import {
  AddressCard,
  EmailCard,
  NetworkCard,
  PhoneCard,
  phoneLine,
  useAddressLine,
  useNetworkName,
} from './contact-cards'
import { ContactSection, LIST_FEEDBACK, NETWORK_FEEDBACK } from './contact-section'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Step 2 Contatos: Telefone, Email, Endereço and Redes Sociais (spec §2). Próximo moves on after
 * a one-second pause (spec §4).
 */
export function ContactsStep() {
  const { phones, emails, addresses, networks, mandatory } = useContactsStatus()
  const [announcement, setAnnouncement] = useState('')
  const addressLine = useAddressLine()
  const networkName = useNetworkName()
  useBeforeNext(async () => {
    await pause(WIZARD_TIMING.pauseBeforeNext)
    return true
  })

  return (
    <div className="contacts-step">
      <ContactSection<Phone>
        section="telefones"
        items={phones}
        mandatory={mandatory.includes('telefones')}
        writes={phoneWrites}
        feedback={LIST_FEEDBACK}
        idOf={(phone) => phone.tel_id}
        Card={PhoneCard}
        itemName={phoneLine}
        Form={PhoneForm}
        announce={setAnnouncement}
      />
      <ContactSection<Email>
        section="emails"
        items={emails}
        mandatory={mandatory.includes('emails')}
        writes={emailWrites}
        feedback={LIST_FEEDBACK}
        idOf={(email) => email.email_id}
        Card={EmailCard}
        itemName={(email) => email.email_email}
        Form={EmailForm}
        announce={setAnnouncement}
      />
      <ContactSection<Address>
        section="enderecos"
        items={addresses}
        mandatory={mandatory.includes('enderecos')}
        writes={addressWrites}
        feedback={LIST_FEEDBACK}
        idOf={(address) => address.end_id}
        Card={AddressCard}
        itemName={addressLine}
        Form={AddressForm}
        announce={setAnnouncement}
      />
      <ContactSection<SocialNetwork>
        section="redes_social"
        items={networks}
        mandatory={mandatory.includes('redes_social')}
        writes={networkWrites}
        feedback={NETWORK_FEEDBACK}
        idOf={(network) => network.rede_social_id}
        Card={NetworkCard}
        itemName={(network) => `${networkName(network)}: ${network.rede_social_endereco}`}
        Form={NetworkForm}
        announce={setAnnouncement}
      />
      <output className="visually-hidden">{announcement}</output>
    </div>
  )
}
