import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { applyMask } from '../../lib/masks'
import { useFieldContext } from './form-context'

/** Validator results are our messages (strings); anything else is not shown. */
function firstMessage(errors: readonly unknown[]): string | undefined {
  return errors.find((error): error is string => typeof error === 'string' && error !== '')
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'placeholder' | 'type' | 'enterKeyHint'
>

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
  const id = useId()
  const error = firstMessage(field.state.meta.errors)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        ref={inputRef}
        name={field.name}
        className="field-control"
        value={field.state.value}
        maxLength={mask?.length}
        onChange={(event) =>
          field.handleChange(mask ? applyMask(event.target.value, mask) : event.target.value)
        }
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
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
  const id = useId()
  const error = firstMessage(field.state.meta.errors)
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  return (
    <div className="field field-check">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          className="check-control"
          checked={field.state.value}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            description !== undefined && descriptionId,
            error && errorId,
          )}
        />
        <label htmlFor={id} className="check-label">
          {label}
        </label>
      </div>
      {description !== undefined && (
        <p id={descriptionId} className="field-hint">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
