import type { ReactNode } from 'react'
import { SubmitWithHint } from '@/components/ui/field-controls'
import * as t from '@/text/pt-BR/wizard'

const text = t.wizard.contacts

/** The frame of every add form of step 2: its fields, then SALVAR (busy while saving). */
export function ContactFormFrame({
  submit,
  canSave,
  busy,
  children,
}: {
  submit: () => void
  canSave: boolean
  busy: boolean
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
      {children}
      <div className="wizard-save">
        <SubmitWithHint label={text.save} enabled={canSave} busy={busy} hint={text.saveHint} />
      </div>
    </form>
  )
}
