import type { ContactSection as Section, ReferenceLists } from '@censo/contracts'
import { useId, type ComponentType } from 'react'
import { contactsTexts } from '../texts'
import * as t from '@/text/pt-BR/wizard'
import { ItemList } from '@/features/wizard/components/item-list'
import { useQueuedRemoval } from '@/features/wizard/saves/use-queued-removal'
import { useShownItems } from '@/features/wizard/saves/use-shown-items'
import { SectionMarkIcon, sectionMark } from '@/features/wizard/components/section-mark'
import { useWizard } from '@/features/wizard/wizard-context'
import {
  CONTACT_WRITES,
  contactSaveKind,
  type ContactBodies,
  type ContactItems,
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
interface ContactKind<S extends Section> {
  /** What the card shows. */
  Card: ComponentType<{ item: ContactItems[S] }>
  /** The name of what the card's delete icon removes (and of the announcements). */
  nameOf: (item: ContactItems[S], listas: ReferenceLists) => string
  /** The card of an add not yet sent (docs/decisions/028): the body as the list would show it. */
  itemOf: (body: ContactBodies[S], id: number, pfId: number) => ContactItems[S]
  /** The add form; it calls `onSaved` after a save (`queued`: offline, kept to be sent). */
  Form: ComponentType<{ onSaved: (queued: boolean) => void }>
}

const KINDS: { [S in Section]: ContactKind<S> } = {
  telefones: {
    Card: PhoneCard,
    nameOf: phoneLine,
    itemOf: (body, id) => ({ tel_id: id, ...body }),
    Form: PhoneForm,
  },
  emails: {
    Card: EmailCard,
    nameOf: (email) => email.email_email,
    itemOf: (body, id) => ({
      email_id: id,
      email_email: body.email,
      email_class: body.email_class,
    }),
    Form: EmailForm,
  },
  enderecos: {
    Card: AddressCard,
    nameOf: addressName,
    itemOf: ({ bairro_id, cidade_id, ...fields }, id) => ({
      end_id: id,
      ...fields,
      bairro_id: bairro_id ?? null,
      cidade_id: cidade_id ?? null,
    }),
    Form: AddressForm,
  },
  redes_social: {
    Card: NetworkCard,
    nameOf: (network, listas) => `${networkName(network, listas)}: ${network.rede_social_endereco}`,
    itemOf: (body, id, pfId) => ({
      rede_social_id: id,
      ...body,
      uupfid: pfId,
      data_hora: new Date().toISOString(),
    }),
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
 * icon when the entity requires it and it has none; then its list with add and remove. Adds and
 * removals not yet sent show on their cards (docs/decisions/028).
 */
export function ContactSection<S extends Section>(props: ContactSectionProps<S>) {
  const { section, mandatory } = props
  const kind: ContactKind<S> = KINDS[section]
  const writes = CONTACT_WRITES[section]
  const { metadata } = useWizard()
  const { items, markOf } = useShownContacts(section, props.items)
  const removal = useQueuedRemoval(
    contactSaveKind(section, 'remove'),
    (item: ContactItems[S]) => ({ id: writes.idOf(item) }),
    (item) => text.remove(kind.nameOf(item, metadata.listas)),
  )
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
        keyOf={writes.idOf}
        markOf={markOf}
        nameOf={(item) => kind.nameOf(item, metadata.listas)}
        renderItem={(item) => <kind.Card item={item} />}
        texts={{
          add: text.add[section],
          cancel: text.cancel,
          empty: text.empty[section],
          remove: text.remove,
          removed: () => text.removed(title),
        }}
        removal={{ ...SECTION_FEEDBACK[section], mutation: removal }}
        draftKey={contactDraftKey(section)}
        renderForm={(saved) => (
          <kind.Form
            onSaved={(queued) =>
              saved(
                queued
                  ? t.wizard.saves.queued(title)
                  : // A section that toasts its save (spec §2) has it said by the toast, once.
                    SECTION_FEEDBACK[section].saved
                    ? undefined
                    : text.added(title),
              )
            }
          />
        )}
        announce={props.announce}
      />
    </section>
  )
}

/** A section's items as shown while its saves wait (docs/decisions/028). */
function useShownContacts<S extends Section>(section: S, saved: readonly ContactItems[S][]) {
  const { pfId } = useWizard()
  const kind: ContactKind<S> = KINDS[section]
  return useShownItems<ContactItems[S], ContactBodies[S], { id: number }>({
    saved,
    addKind: contactSaveKind(section, 'add'),
    removeKind: contactSaveKind(section, 'remove'),
    idOf: CONTACT_WRITES[section].idOf,
    itemOf: (body, id) => kind.itemOf(body, id, pfId),
    removedId: (body) => body.id,
    failure: SECTION_FEEDBACK[section].failure,
  })
}
