import { createFormHook } from '@tanstack/react-form'
import { SubmitWithHint } from './field-controls'
import { SavingStatus } from './saving-status'
import { CheckboxField, TextField } from './fields'
import { fieldContext, formContext, useFormContext } from './form-context'
import { SelectField } from './select-field'

/**
 * The one submit button of every form with SALVAR (docs/decisions/015), inside `form.AppForm`:
 * enabled while `enabled`, else described by `hint`; busy, and "Salvando..." beside it, while the
 * form is submitting.
 */
function SubmitButton({ label, enabled, hint }: { label: string; enabled: boolean; hint: string }) {
  const form = useFormContext()
  return (
    <div className="wizard-save">
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <>
            <SubmitWithHint label={label} enabled={enabled} busy={isSubmitting} hint={hint} />
            <SavingStatus busy={isSubmitting} />
          </>
        )}
      </form.Subscribe>
    </div>
  )
}

/** The app's one form hook (DESIGN §5): every form uses these field components. */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField, SelectField },
  formComponents: { SubmitButton },
})
