import type { ContactSection as Section } from '@censo/contracts'
import { useId, type ComponentType } from 'react'
import * as t from '@/text/pt-BR/wizard'
import { contactsTexts } from '../texts'
import { ItemList, type ItemRemoval } from '@/features/wizard/components/item-list'
import { SectionMarkIcon, sectionMark } from '@/features/wizard/components/section-mark'
import { useWizard } from '@/features/wizard/wizard-context'
import { useRemoveContact, type ContactWrites } from '../api/contacts'
import { contactDraftKey } from '../forms/contact-form-frame'

const text = contactsTexts

/** How a section's writes fail and succeed (spec §2, §8): networks differ from the others. */
export type SectionFeedback = Omit<ItemRemoval<unknown>, 'mutation'> & { failure: string }

export const LIST_FEEDBACK: SectionFeedback = { failure: t.wizard.saveFailure }
export const NETWORK_FEEDBACK: SectionFeedback = {
  failure: text.opsFailure,
  done: text.networkRemoved,
  confirm: { title: text.confirmRemoval, confirm: text.confirmRemove, cancel: text.confirmCancel },
}

interface ContactSectionProps<Item> {
  section: Section
  items: readonly Item[]
  mandatory: boolean
  writes: ContactWrites<never>
  feedback: SectionFeedback
  idOf: (item: Item) => number
  /** What the card shows, and the name of what its delete icon removes. */
  Card: ComponentType<{ item: Item }>
  itemName: (item: Item) => string
  /** The add form; it calls `onSaved` after a save (the list has reloaded). */
  Form: ComponentType<{ onSaved: () => void }>
  announce: (message: string) => void
}

/**
 * One section of step 2 (spec §2): its title with a check when it has an item, or the red error
 * icon when the entity requires it and it has none; then its list with add and remove.
 */
export function ContactSection<Item>(props: ContactSectionProps<Item>) {
  const { section, items, mandatory, writes, feedback, idOf, Card, itemName, Form } = props
  const { pfId } = useWizard()
  const remove = useRemoveContact(section, pfId, writes, idOf)
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
        keyOf={idOf}
        nameOf={itemName}
        renderItem={(item) => <Card item={item} />}
        texts={{
          add: text.add[section],
          cancel: text.cancel,
          empty: text.empty[section],
          remove: text.remove,
          removed: () => text.removed(title),
        }}
        removal={{ ...feedback, mutation: remove }}
        draftKey={contactDraftKey(section)}
        renderForm={(saved) => <Form onSaved={() => saved(text.added(title))} />}
        announce={props.announce}
      />
    </section>
  )
}
