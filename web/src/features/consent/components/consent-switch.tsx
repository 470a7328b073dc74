import { useId } from 'react'
import { t } from '../../../text/pt-BR'

/**
 * A switch (role="switch", aria-checked) with its label and hint; `locked` keeps it on and
 * unchangeable but still focusable, so a screen reader hears why it cannot be turned off.
 */
export function ConsentSwitch({
  label,
  hint,
  checked,
  locked = false,
  onChange,
}: {
  label: string
  hint: string
  checked: boolean
  locked?: boolean
  onChange?: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="switch-row">
      <div className="switch-text">
        <label id={`${id}-label`} htmlFor={id} className="switch-label">
          {label}
        </label>
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-disabled={locked || undefined}
        onClick={() => {
          if (!locked) onChange?.(!checked)
        }}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-state" aria-hidden="true">
          {checked ? t.consent.on : t.consent.off}
        </span>
      </button>
    </div>
  )
}
