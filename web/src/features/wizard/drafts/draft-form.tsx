import type { ComponentType, ReactNode } from 'react'
import * as t from '@/text/pt-BR/wizard'
import { DraftNotice } from './draft-notice'
import type { Draft } from './use-draft'

/** The parts of a `useAppForm` form that its SALVAR needs: its submit and its `SubmitButton`. */
export interface SavingForm {
  handleSubmit: () => Promise<void>
  AppForm: ComponentType<{ children?: ReactNode }>
  SubmitButton: ComponentType<{ label: string; enabled: boolean; hint: string }>
}

/** SALVAR after the fields: the form's `SubmitButton`, enabled while `enabled`, else `hint`. */
export interface SaveButton {
  form: SavingForm
  label: string
  enabled: boolean
  hint: string
}

type DraftFormProps = {
  className: string
  draft: Draft
  busy?: boolean
  /** Its save failed for a passing reason and is tried again by itself (ADR 028): says so. */
  retrying?: boolean
  children: ReactNode
} & (
  | {
      /** Without SALVAR (step 0 saves on Próximo): what Enter and Salvar agora do. */
      submit: () => void
      save?: never
    }
  | {
      /** The fields end with SALVAR; Enter and Salvar agora submit the form as SALVAR does. */
      save: SaveButton
      submit?: never
    }
)

/**
 * A wizard form that keeps a draft (docs/decisions/021): its notice first, then its fields and,
 * when it has one, SALVAR; Enter in a field and the notice's Salvar agora both submit.
 */
export function DraftForm({
  className,
  draft,
  busy,
  retrying = false,
  children,
  ...action
}: DraftFormProps) {
  const save = action.save
  const submit = save ? () => void save.form.handleSubmit() : action.submit
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <DraftNotice draft={draft} onSave={submit} />
      <output className="save-retrying">{retrying ? t.wizard.saves.retrying : ''}</output>
      {children}
      {save && (
        <save.form.AppForm>
          <save.form.SubmitButton label={save.label} enabled={save.enabled} hint={save.hint} />
        </save.form.AppForm>
      )}
    </form>
  )
}
