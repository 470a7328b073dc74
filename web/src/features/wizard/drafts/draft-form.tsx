import { useEffect, useRef, type ComponentType, type ReactNode } from 'react'
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
 * when it has one, SALVAR; Enter in a field and the notice's Salvar agora both submit, or, while a
 * field shows its message, take focus to the first such field.
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
  const form = useRef<HTMLFormElement>(null)
  const submit = () => {
    // A field that shows its message stops the save: focus goes to the first one, so a screen
    // reader says its label and its message, and a sighted person sees where it is.
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (invalid) invalid.focus()
    else if (save) void save.form.handleSubmit()
    else action.submit()
  }
  const latest = useRef(submit)
  useEffect(() => {
    latest.current = submit
  })
  useEffect(() => {
    // A browser submits on Enter only through an enabled submit button: step 0 has none, and
    // SALVAR waits while a field is wrong. Enter in a text field does it here, in every form.
    const element = form.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return
      if (!event.target || !isTextInput(event.target)) return
      event.preventDefault()
      latest.current()
    }
    element?.addEventListener('keydown', onKeyDown)
    return () => element?.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <form
      ref={form}
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

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image'])
/** A plain text field: not a choice, not a combobox (whose Enter picks an option). */
const isTextInput = (target: EventTarget) =>
  target instanceof HTMLInputElement &&
  !NOT_TEXT.has(target.type) &&
  target.getAttribute('role') !== 'combobox' &&
  !target.hasAttribute('aria-autocomplete')
