import { createFormHook } from '@tanstack/react-form'
import { useId } from 'react'
import { CheckboxField, TextField } from './fields'
import { fieldContext, formContext, useFormContext } from './form-context'
import { SelectField } from './select-field'

/**
 * Submit button: disabled until `enabled`, and while the form is submitting (aria-busy). While
 * disabled it shows `hint` (why) and is described by it.
 */
function SubmitButton({ label, enabled, hint }: { label: string; enabled: boolean; hint: string }) {
  const form = useFormContext()
  const hintId = useId()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <>
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={!enabled || isSubmitting}
            aria-busy={isSubmitting || undefined}
            aria-describedby={enabled ? undefined : hintId}
          >
            {label}
          </button>
          {!enabled && (
            <p id={hintId} className="field-hint">
              {hint}
            </p>
          )}
        </>
      )}
    </form.Subscribe>
  )
}

/** The app's one form hook (DESIGN §5): every form uses these field components. */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField, SelectField },
  formComponents: { SubmitButton },
})
