import type { ContactSection } from '@censo/contracts'
import type { ReactNode } from 'react'
import * as t from '@/text/pt-BR/wizard'
import { contactsTexts } from '../texts'
import type { ItemRemoval } from '@/features/wizard/components/item-list'
import { DraftForm, type SavingForm } from '@/features/wizard/drafts/draft-form'
import type { Draft } from '@/features/wizard/drafts/use-draft'

const text = contactsTexts

/** The draft of a section's add form (docs/decisions/021). */
export const contactDraftKey = (section: ContactSection) => `contatos:${section}`

/** How a section's writes fail and succeed (spec §2, §8), for its add form and its list. */
export type SectionFeedback = Omit<ItemRemoval<unknown>, 'mutation'> & {
  /** Toasted when an add or a removal fails. */
  failure: string
  /** Toasted after an add. */
  saved?: string
}

const LIST_FEEDBACK: SectionFeedback = { failure: t.wizard.saveFailure }

/** Social networks differ from the other sections: 'Ops!', toasts after a write, a confirmation. */
export const SECTION_FEEDBACK: Record<ContactSection, SectionFeedback> = {
  telefones: LIST_FEEDBACK,
  emails: LIST_FEEDBACK,
  enderecos: LIST_FEEDBACK,
  redes_social: {
    failure: text.opsFailure,
    saved: text.networkSaved,
    done: text.networkRemoved,
    confirm: {
      title: text.confirmRemoval,
      confirm: text.confirmRemove,
      cancel: text.confirmCancel,
    },
  },
}

/**
 * The frame of every add form of step 2: a draft form (docs/decisions/021) whose fields end
 * with SALVAR (the form's `SubmitButton`, busy while saving).
 */
export function ContactFormFrame({
  form,
  canSave,
  draft,
  retrying,
  children,
}: {
  form: SavingForm
  canSave: boolean
  draft: Draft
  /** The save failed for a passing reason and is tried again by itself (ADR 028). */
  retrying: boolean
  children: ReactNode
}) {
  return (
    <DraftForm
      className="wizard-form contact-form"
      draft={draft}
      save={{ form, label: text.save, enabled: canSave, hint: text.saveHint }}
      retrying={retrying}
    >
      {children}
    </DraftForm>
  )
}
