import { createFormHook } from '@tanstack/react-form'
import { SubmitWithHint } from './field-controls'
import { CheckboxField, TextField } from './fields'
import { fieldContext, formContext, useFormContext } from './form-context'
import { SelectField } from './select-field'

/** Submit button of a TanStack form: also busy while the form is submitting. */
function SubmitButton({ label, enabled, hint }: { label: string; enabled: boolean; hint: string }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <SubmitWithHint label={label} enabled={enabled} busy={isSubmitting} hint={hint} />
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
