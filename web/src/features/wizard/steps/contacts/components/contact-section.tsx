import type { ContactSection as Section, ReferenceLists } from '@censo/contracts'
import { useId, type ComponentType } from 'react'
import { contactsTexts } from '../texts'
import { onlineManager } from '@tanstack/react-query'
import * as t from '@/text/pt-BR/wizard'
import {
  ItemList,
  type ItemMark,
  type RemovalMutation,
} from '@/features/wizard/components/item-list'
import { saveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave, usePendingSaves } from '@/features/wizard/saves/use-pending-saves'
import { SectionMarkIcon, sectionMark } from '@/features/wizard/components/section-mark'
import { useWizard } from '@/features/wizard/wizard-context'
import {
  CONTACT_WRITES,
  contactSaveKind,
  useRemoveContact,
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
  const { pfId, metadata } = useWizard()
  const { items, markOf } = useShownContacts(section, props.items)
  const remove = useRemoveContact(section)
  const dismiss = useDismissSave()
  const headingId = useId()
  const title = text.sections[section]
  const removal: RemovalMutation<ContactItems[S]> = {
    mutateAsync: async (item) => {
      const variables = saveVariables(pfId, { id: writes.idOf(item) })
      if (!onlineManager.isOnline()) {
        remove.mutate(variables)
        return 'queued'
      }
      try {
        return await remove.mutateAsync(variables)
      } catch (error) {
        // Refused while she waits: the list's toast tells her, no mark stays on the card.
        dismiss(variables)
        throw error
      }
    },
    isPending: remove.isPending && !remove.isPaused,
    variables: undefined,
  }

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
            onSaved={(queued) => saved(queued ? t.wizard.saves.queued(title) : text.added(title))}
          />
        )}
        announce={props.announce}
      />
    </section>
  )
}

/**
 * A section's items as shown: the saved ones, then the adds not yet sent (negative ids, from
 * their mutation), each with its mark; a saved item whose removal waits is marked too.
 */
function useShownContacts<S extends Section>(section: S, saved: readonly ContactItems[S][]) {
  const { pfId } = useWizard()
  const kind: ContactKind<S> = KINDS[section]
  const writes = CONTACT_WRITES[section]
  const adds = usePendingSaves<ContactBodies[S]>(contactSaveKind(section, 'add'), pfId)
  const removals = usePendingSaves<{ id: number }>(contactSaveKind(section, 'remove'), pfId)
  const dismiss = useDismissSave()
  const failure = SECTION_FEEDBACK[section].failure
  const marks = new Map<number, ItemMark>()
  for (const removal of removals) {
    marks.set(
      removal.body.id,
      removal.state === 'refused'
        ? {
            text: t.wizard.saves.refused(removal.message ?? failure),
            onDismiss: () => dismiss(removal.mutationId),
          }
        : { text: t.wizard.saves.removing },
    )
  }
  const waiting = adds.map((add) => {
    const item = kind.itemOf(add.body, -add.mutationId, pfId)
    marks.set(
      -add.mutationId,
      add.state === 'refused'
        ? {
            text: t.wizard.saves.refused(add.message ?? failure),
            onDismiss: () => dismiss(add.mutationId),
          }
        : { text: t.wizard.saves.waiting },
    )
    return item
  })
  return {
    items: [...saved, ...waiting],
    markOf: (item: ContactItems[S]) => marks.get(writes.idOf(item)),
  }
}
