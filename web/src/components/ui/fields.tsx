import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react'
import { CheckboxInput, TextInput, type InputProps } from './field-controls'
import { useFieldContext } from './form-context'

/** Validator results are our messages (strings); anything else is not shown. */
function firstMessage(errors: readonly unknown[]): string | undefined {
  return errors.find((error): error is string => typeof error === 'string' && error !== '')
}

/** Spec §9 "field validation delays 100 to 500 ms". */
export const FIELD_MESSAGE_DELAY_MS = 300

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
  const message = firstMessage(field.state.meta.errors)
  // While the person types, the message is the one of the last pause (no "CPF inválido" after
  // the first digit); a fixed field clears at once. Out of the field (on load, after leaving it,
  // on submit) the current message shows at once.
  const [typing, setTyping] = useState(false)
  const [settled, setSettled] = useState<string | undefined>(undefined)
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(pause.current), [])
  const error = typing && message !== undefined ? settled : message
  return (
    <TextInput
      label={label}
      name={field.name}
      value={field.state.value}
      onChange={(value) => {
        if (!typing) {
          setTyping(true)
          setSettled(message)
        }
        field.handleChange(value)
        clearTimeout(pause.current)
        pause.current = setTimeout(
          () => setSettled(firstMessage(field.getMeta().errors)),
          FIELD_MESSAGE_DELAY_MS,
        )
      }}
      onBlur={() => {
        clearTimeout(pause.current)
        setTyping(false)
        field.handleBlur()
      }}
      error={error}
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
