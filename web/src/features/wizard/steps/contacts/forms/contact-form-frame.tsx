import type { ContactSection } from '@censo/contracts'
import type { ComponentType, ReactNode } from 'react'
import { contactsTexts } from '../texts'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import type { Draft } from '@/features/wizard/drafts/use-draft'

const text = contactsTexts

/** The draft of a section's add form (docs/decisions/021). */
export const contactDraftKey = (section: ContactSection) => `contatos:${section}`

/** The parts of the section's `useAppForm` form the frame renders its SALVAR with. */
export interface SubmitParts {
  AppForm: ComponentType<{ children?: ReactNode }>
  SubmitButton: ComponentType<{ label: string; enabled: boolean; hint: string }>
}

/**
 * The frame of every add form of step 2: a draft form (docs/decisions/021) whose fields end
 * with SALVAR (the form's `SubmitButton`, busy while saving).
 */
export function ContactFormFrame({
  form,
  submit,
  canSave,
  draft,
  children,
}: {
  form: SubmitParts
  submit: () => void
  canSave: boolean
  draft: Draft
  children: ReactNode
}) {
  return (
    <DraftForm className="wizard-form contact-form" draft={draft} submit={submit}>
      {children}
      <form.AppForm>
        <form.SubmitButton label={text.save} enabled={canSave} hint={text.saveHint} />
      </form.AppForm>
    </DraftForm>
  )
}
