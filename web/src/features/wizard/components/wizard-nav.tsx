import { useId, type ReactNode } from 'react'
import { SavingStatus } from '@/components/ui/saving-status'
import * as t from '@/text/pt-BR/wizard'

/** The step's main button: Próximo, REVISAR INCONSISTÊNCIAS or CONCLUIR. */
interface MainButton {
  label: string
  onClick: () => void
  disabled?: boolean
  /** Marked busy (aria-busy) while what it started runs. */
  busy?: boolean
}

interface WizardNavProps {
  previousDisabled: boolean
  onPrevious: () => void
  main: MainButton
  /** "Salvando..." beside the buttons. */
  busy: boolean
  /** Under the buttons, describing the main one: why it waits or what it does. */
  hint: string | undefined
  /** After the hint (step 6's confirmation). */
  children?: ReactNode
}

/**
 * The bottom of a step (spec §2): Anterior and the step's main button, "Salvando..." while busy,
 * and the hint that says why the main button waits.
 */
export function WizardNav({
  previousDisabled,
  onPrevious,
  main,
  busy,
  hint,
  children,
}: WizardNavProps) {
  const hintId = useId()
  return (
    <div className="wizard-nav">
      <div className="wizard-nav-buttons">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={previousDisabled}
          onClick={onPrevious}
        >
          {t.wizard.previous}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={main.disabled}
          aria-busy={main.busy || undefined}
          aria-describedby={hint === undefined ? undefined : hintId}
          onClick={main.onClick}
        >
          {main.label}
        </button>
      </div>
      <SavingStatus busy={busy} />
      {hint !== undefined && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children}
    </div>
  )
}
