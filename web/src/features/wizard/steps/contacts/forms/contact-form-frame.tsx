import type { ContactSection } from '@censo/contracts'
import type { ReactNode } from 'react'
import { SubmitWithHint } from '@/components/ui/field-controls'
import * as t from '@/text/pt-BR/wizard'
import { DraftForm } from '@/features/wizard/drafts/draft-form'
import type { Draft } from '@/features/wizard/drafts/use-draft'

const text = t.wizard.contacts

/** The draft of a section's add form (docs/decisions/021). */
export const contactDraftKey = (section: ContactSection) => `contatos:${section}`

/**
 * The frame of every add form of step 2: a draft form (docs/decisions/021) whose fields end
 * with SALVAR (busy while saving).
 */
export function ContactFormFrame({
  submit,
  canSave,
  busy,
  draft,
  children,
}: {
  submit: () => void
  canSave: boolean
  busy: boolean
  draft: Draft
  children: ReactNode
}) {
  return (
    <DraftForm className="wizard-form contact-form" draft={draft} submit={submit}>
      {children}
      <div className="wizard-save">
        <SubmitWithHint label={text.save} enabled={canSave} busy={busy} hint={text.saveHint} />
      </div>
    </DraftForm>
  )
}
