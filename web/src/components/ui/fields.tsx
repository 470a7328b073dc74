import type { ReactNode, Ref } from 'react'
import { CheckboxInput, TextInput, type InputProps } from './field-controls'
import { useFieldContext } from './form-context'

/** Validator results are our messages (strings); anything else is not shown. */
function firstMessage(errors: readonly unknown[]): string | undefined {
  return errors.find((error): error is string => typeof error === 'string' && error !== '')
}

/** Text input bound to a form field, with an optional `#` mask, hint and error message. */
export function TextField({
  label,
  mask,
  hint,
  inputRef,
  ...inputProps
}: InputProps & {
  label: string
  mask?: string
  hint?: ReactNode
  inputRef?: Ref<HTMLInputElement>
}) {
  const field = useFieldContext<string>()
  return (
    <TextInput
      label={label}
      name={field.name}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={firstMessage(field.state.meta.errors)}
      mask={mask}
      hint={hint}
      inputRef={inputRef}
      {...inputProps}
    />
  )
}

/** Checkbox bound to a boolean field; `description` sits outside the label (it may hold links). */
export function CheckboxField({
  label,
  description,
}: {
  label: ReactNode
  description?: ReactNode
}) {
  const field = useFieldContext<boolean>()
  return (
    <CheckboxInput
      label={label}
      description={description}
      name={field.name}
      checked={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={firstMessage(field.state.meta.errors)}
    />
  )
}
