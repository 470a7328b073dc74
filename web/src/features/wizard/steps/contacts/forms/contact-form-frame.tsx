import type { ContactSection } from '@censo/contracts'
import type { ReactNode } from 'react'
import { SubmitWithHint } from '@/components/ui/field-controls'
import * as t from '@/text/pt-BR/wizard'
import { DraftNotice } from '@/features/wizard/drafts/draft-notice'
import type { Draft } from '@/features/wizard/drafts/use-draft'

const text = t.wizard.contacts

/** The draft of a section's add form (docs/decisions/021). */
export const contactDraftKey = (section: ContactSection) => `contatos:${section}`

/**
 * The frame of every add form of step 2: its draft's notice (docs/decisions/021), its fields,
 * then SALVAR (busy while saving).
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
    <form
      className="wizard-form contact-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <DraftNotice draft={draft} onSave={submit} />
      {children}
      <div className="wizard-save">
        <SubmitWithHint label={text.save} enabled={canSave} busy={busy} hint={text.saveHint} />
      </div>
    </form>
  )
}
