import type { ContactSection as Section, ReferenceLists } from '@censo/contracts'
import { useId, type ComponentType } from 'react'
import { contactsTexts } from '../texts'
import { ItemList } from '@/features/wizard/components/item-list'
import { SectionMarkIcon, sectionMark } from '@/features/wizard/components/section-mark'
import { useWizard } from '@/features/wizard/wizard-context'
import {
  addressWrites,
  emailWrites,
  networkWrites,
  phoneWrites,
  useRemoveContact,
  type ContactItems,
  type ContactWrites,
} from '../api/contacts'
import { AddressForm } from '../forms/address-form'
import { contactDraftKey, SECTION_FEEDBACK } from '../forms/contact-form-frame'
import { EmailForm } from '../forms/email-form'
import { NetworkForm } from '../forms/network-form'
import { PhoneForm } from '../forms/phone-form'
import {
  AddressCard,
  addressName,
  EmailCard,
  NetworkCard,
  networkName,
  PhoneCard,
  phoneLine,
} from './contact-cards'

const text = contactsTexts

/** What a section lists and how (spec §2, §3). */
interface ContactKind<Item> {
  writes: ContactWrites<never>
  idOf: (item: Item) => number
  /** What the card shows. */
  Card: ComponentType<{ item: Item }>
  /** The name of what the card's delete icon removes (and of the announcements). */
  nameOf: (item: Item, listas: ReferenceLists) => string
  /** The add form; it calls `onSaved` after a save (the list has reloaded). */
  Form: ComponentType<{ onSaved: () => void }>
}

const KINDS: { [S in Section]: ContactKind<ContactItems[S]> } = {
  telefones: {
    writes: phoneWrites,
    idOf: (phone) => phone.tel_id,
    Card: PhoneCard,
    nameOf: phoneLine,
    Form: PhoneForm,
  },
  emails: {
    writes: emailWrites,
    idOf: (email) => email.email_id,
    Card: EmailCard,
    nameOf: (email) => email.email_email,
    Form: EmailForm,
  },
  enderecos: {
    writes: addressWrites,
    idOf: (address) => address.end_id,
    Card: AddressCard,
    nameOf: addressName,
    Form: AddressForm,
  },
  redes_social: {
    writes: networkWrites,
    idOf: (network) => network.rede_social_id,
    Card: NetworkCard,
    nameOf: (network, listas) => `${networkName(network, listas)}: ${network.rede_social_endereco}`,
    Form: NetworkForm,
  },
}

interface ContactSectionProps<S extends Section> {
  section: S
  items: readonly ContactItems[S][]
  mandatory: boolean
  announce: (message: string) => void
}

/**
 * One section of step 2 (spec §2): its title with a check when it has an item, or the red error
 * icon when the entity requires it and it has none; then its list with add and remove.
 */
export function ContactSection<S extends Section>(props: ContactSectionProps<S>) {
  const { section, items, mandatory } = props
  const kind: ContactKind<ContactItems[S]> = KINDS[section]
  const { pfId, metadata } = useWizard()
  const remove = useRemoveContact(section, pfId, kind.writes, kind.idOf)
  const headingId = useId()
  const title = text.sections[section]

  return (
    <section className="contact-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="contact-heading">
        <span>{title}</span>
        <SectionMarkIcon mark={sectionMark(items.length > 0, mandatory)} />
      </h3>
      <ItemList
        items={items}
        keyOf={kind.idOf}
        nameOf={(item) => kind.nameOf(item, metadata.listas)}
        renderItem={(item) => <kind.Card item={item} />}
        texts={{
          add: text.add[section],
          cancel: text.cancel,
          empty: text.empty[section],
          remove: text.remove,
          removed: () => text.removed(title),
        }}
        removal={{ ...SECTION_FEEDBACK[section], mutation: remove }}
        draftKey={contactDraftKey(section)}
        renderForm={(saved) => <kind.Form onSaved={() => saved(text.added(title))} />}
        announce={props.announce}
      />
    </section>
  )
}
