import type { ContactSection as Section } from '@censo/contracts'
import { useId, useState, type ComponentType } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SavingStatus } from '@/components/ui/saving-status'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { DeleteIcon } from '@/features/wizard/components/icons'
import { SectionMarkIcon, sectionMark } from '@/features/wizard/components/section-mark'
import { useWizard } from '@/features/wizard/wizard-context'
import { discardDraft, hasDraft } from '@/features/wizard/drafts/use-draft'
import { useRemoveContact, type ContactWrites } from '../api/contacts'
import { contactDraftKey } from '../forms/contact-form-frame'

const text = t.wizard.contacts

/** How a section's writes fail and succeed (spec §8): networks differ from the others. */
export interface SectionFeedback {
  failure: string
  /** Toasted after a removal (social networks only). */
  removed?: string
  /** Removal asks first (social networks only, spec §2). */
  confirmRemoval?: boolean
}

export const LIST_FEEDBACK: SectionFeedback = { failure: t.wizard.saveFailure }
export const NETWORK_FEEDBACK: SectionFeedback = {
  failure: text.opsFailure,
  removed: text.networkRemoved,
  confirmRemoval: true,
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
 * icon when the entity requires it and it has none; the items as cards with a delete icon (an
 * empty state otherwise); an add button that turns into a red Cancel while its form is open,
 * the form then taking the list's place until Cancel or a save brings the list back.
 */
export function ContactSection<Item>(props: ContactSectionProps<Item>) {
  const { section, items, mandatory, writes, feedback, idOf, Card, itemName, Form } = props
  const { pfId } = useWizard()
  // A contact typed and not saved opens its form again (docs/decisions/021).
  const [adding, setAdding] = useState(() => hasDraft(contactDraftKey(section)))
  const [confirming, setConfirming] = useState<Item | null>(null)
  const remove = useRemoveContact(section, pfId, writes)
  const headingId = useId()
  const formId = useId()
  const title = text.sections[section]

  async function onRemove(item: Item) {
    setConfirming(null)
    try {
      await remove.mutateAsync(idOf(item))
      props.announce(text.removed(title))
      if (feedback.removed) toast.show(feedback.removed)
    } catch (error) {
      console.warn(`wizard: ${section} removal failed`, error)
      toast.error(feedback.failure)
    }
  }

  return (
    <section className="contact-section" aria-labelledby={headingId} aria-busy={remove.isPending}>
      <h3 id={headingId} className="contact-heading">
        <span>{title}</span>
        <SectionMarkIcon mark={sectionMark(items.length > 0, mandatory)} />
      </h3>
      {/* The section shows its list or its add form, never both (spec §4: it toggles). */}
      {adding ? null : items.length === 0 ? (
        <p className="field-hint">{text.empty[section]}</p>
      ) : (
        <ul className="item-list">
          {items.map((item) => (
            <li key={idOf(item)} className="item-card">
              <div className="item-body">
                <Card item={item} />
              </div>
              <button
                type="button"
                className="btn btn-icon"
                aria-label={text.remove(itemName(item))}
                disabled={remove.isPending}
                aria-busy={(remove.isPending && remove.variables === idOf(item)) || undefined}
                onClick={() =>
                  feedback.confirmRemoval ? setConfirming(item) : void onRemove(item)
                }
              >
                <DeleteIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SavingStatus busy={remove.isPending} label={t.common.removing} />
      <button
        type="button"
        className={`btn ${adding ? 'btn-danger' : 'btn-secondary'}`}
        aria-expanded={adding}
        aria-controls={formId}
        onClick={() => {
          // Cancel: the person chose not to add it, so its draft goes too.
          if (adding) discardDraft(contactDraftKey(section))
          setAdding(!adding)
        }}
      >
        {adding ? text.cancel : text.add[section]}
      </button>
      <div id={formId}>
        {adding && (
          <Form
            onSaved={() => {
              setAdding(false)
              props.announce(text.added(title))
            }}
          />
        )}
      </div>
      {confirming !== null && (
        <ConfirmDialog
          title={text.confirmRemoval}
          text={itemName(confirming)}
          confirmLabel={text.confirmRemove}
          cancelLabel={text.confirmCancel}
          onConfirm={() => void onRemove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  )
}
