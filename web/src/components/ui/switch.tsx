import { useId, type ReactNode, type Ref } from 'react'

/**
 * An on/off switch: a button with role="switch" and aria-checked (Space and Enter toggle it, as
 * any button), named by its visible label (a `<label>`, so clicking the text toggles it too) and
 * described by its hint and by `describedBy` (ids of texts elsewhere on the page). `disabled`
 * sets aria-disabled: the switch cannot change but stays focusable, so a screen reader hears it
 * and why. The visible state text is the caller's (`onText`/`offText`: its gender agrees with
 * the label).
 */
export function Switch({
  ref,
  label,
  hint,
  describedBy,
  checked,
  onCheckedChange,
  disabled = false,
  busy = false,
  onText,
  offText,
}: {
  ref?: Ref<HTMLButtonElement>
  label: ReactNode
  hint?: ReactNode
  describedBy?: string
  checked: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  busy?: boolean
  onText: string
  offText: string
}) {
  const id = useId()
  const describedByIds = [hint === undefined ? null : `${id}-hint`, describedBy]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="switch-row">
      <div className="switch-text">
        <label id={`${id}-label`} htmlFor={id} className="switch-label">
          {label}
        </label>
        {hint !== undefined && (
          <span id={`${id}-hint`} className="field-hint">
            {hint}
          </span>
        )}
      </div>
      <button
        ref={ref}
        id={id}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedByIds || undefined}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!disabled) onCheckedChange?.(!checked)
        }}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-state" aria-hidden="true">
          {checked ? onText : offText}
        </span>
      </button>
    </div>
  )
}
