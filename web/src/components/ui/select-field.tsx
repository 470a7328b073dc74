import { LabelledField, type FieldFrameProps } from './field-controls'
import { useFieldContext } from './form-context'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectInputProps extends FieldFrameProps {
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  options: readonly SelectOption[]
  /** Text of the empty first option; without it the select has no empty choice. */
  placeholder?: string
  disabled?: boolean
  /** An autofill token (e.g. address-level1 for a state), for people on phones. */
  autoComplete?: string
}

/**
 * A native select with its label, hint and error (aria-invalid + aria-describedby): the most
 * robust picker on cheap phones and with the keyboard. Invalid selects get the error border.
 */
export function SelectInput({
  name,
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  disabled,
  autoComplete,
  ...frame
}: SelectInputProps) {
  // A stored code missing from the list is still shown (and kept) rather than silently lost.
  const known = value === '' || options.some((option) => option.value === value)
  return (
    <LabelledField
      {...frame}
      renderControl={(control) => (
        <select
          {...control}
          name={name}
          className="field-control"
          value={value}
          disabled={disabled}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {(placeholder !== undefined || value === '') && (
            <option value="">{placeholder ?? ''}</option>
          )}
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  )
}

/** Select bound to a string form field (the value '' is "nothing chosen"). */
export function SelectField(
  props: Omit<SelectInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>,
) {
  const field = useFieldContext<string>()
  const error = field.state.meta.errors.find(
    (message): message is string => typeof message === 'string' && message !== '',
  )
  return (
    <SelectInput
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}
