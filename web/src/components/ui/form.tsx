import { createFormHook } from '@tanstack/react-form'
import { CheckboxField, TextField } from './fields'
import { fieldContext, formContext, useFormContext } from './form-context'
import { SelectField } from './select-field'

/** Submit button: disabled until `enabled`, and while the form is submitting (aria-busy). */
function SubmitButton({ label, enabled }: { label: string; enabled: boolean }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={!enabled || isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {label}
        </button>
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
