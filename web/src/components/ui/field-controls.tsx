import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { applyMask } from '@/lib/masks'

/**
 * The field markup of every form (label, hint, error, aria-invalid, aria-describedby), without a
 * form library: `fields.tsx` binds these to TanStack Form, the login screen (which must stay
 * small, see docs/decisions/007) binds them to plain state.
 */

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

/** A field's label, its hint (above the control) and its error message (below it). */
export interface FieldFrameProps {
  label: string
  hint?: ReactNode
  error?: string | undefined
}

export type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'inputMode'
  | 'autoComplete'
  | 'placeholder'
  | 'type'
  | 'enterKeyHint'
  | 'disabled'
  | 'readOnly'
  | 'maxLength'
  | 'autoCapitalize'
>

export interface TextInputProps extends InputProps, FieldFrameProps {
  name: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  mask?: string
  inputRef?: Ref<HTMLInputElement>
}

/** What a field's control carries so that its label, hint and error belong to it. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * A field's frame: its label, the hint above the control and the error below it; `renderControl`
 * renders the control itself with the id and aria attributes that tie them to it.
 */
export function LabelledField({
  label,
  hint,
  error,
  renderControl,
}: FieldFrameProps & { renderControl: (props: FieldControlProps) => ReactNode }) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {renderControl({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint !== undefined && hintId, error && errorId),
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** Text input with an optional `#` mask, hint and error message. */
export function TextInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  mask,
  hint,
  inputRef,
  ...inputProps
}: TextInputProps) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      renderControl={(control) => (
        <input
          {...control}
          ref={inputRef}
          name={name}
          className="field-control"
          value={value}
          maxLength={mask?.length}
          onChange={(event) =>
            onChange(mask ? applyMask(event.target.value, mask) : event.target.value)
          }
          onBlur={onBlur}
          {...inputProps}
        />
      )}
    />
  )
}

export interface CheckboxInputProps {
  label: ReactNode
  /** Sits outside the label (it may hold links). */
  description?: ReactNode
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  onBlur?: () => void
  error?: string | undefined
}

/** Checkbox with its label, an optional description and error message. */
export function CheckboxInput({
  label,
  description,
  name,
  checked,
  onChange,
  onBlur,
  error,
}: CheckboxInputProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  const errorId = `${id}-error`
  return (
    <div className="field field-check">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="check-control"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
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

/**
 * A form's submit button: disabled until `enabled` and while `busy` (aria-busy). While it is
 * not enabled it shows `hint` (why) and is described by it.
 */
export function SubmitWithHint({
  label,
  enabled,
  busy,
  hint,
}: {
  label: string
  enabled: boolean
  busy: boolean
  hint: string
}) {
  const hintId = useId()
  return (
    <>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!enabled || busy}
        aria-busy={busy || undefined}
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
  )
}
