import type { Entity, Metadata } from '@censo/contracts'
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react'
import type { CompletenessComponent } from './step'
import { WIZARD_TIMING } from './timing'

/** What every step needs to know: who, which entity (its required items), the metadata lists. */
export interface WizardContextValue {
  pfId: number
  metadata: Metadata
  /** The municipality or state entity; undefined only when none can be told (nothing required). */
  entity: Entity | undefined
  /** YYYY-MM-DD, the day the rules are evaluated on. */
  today: string
}

export const WizardContext = createContext<WizardContextValue | null>(null)

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext)
  if (!value) throw new Error('useWizard: outside the wizard')
  return value
}

/** What Próximo does before moving on: resolve true to move on, false to stay. */
export type BeforeNext = () => Promise<boolean>

/** The frame's side of the active step: Próximo's hook and the live completeness. */
export interface StepControls {
  index: number
  setBeforeNext: (action: BeforeNext | null) => void
  reportLive: (complete: boolean | undefined) => void
}

export const StepControlsContext = createContext<StepControls | null>(null)

function useStepControls(): StepControls {
  const value = useContext(StepControlsContext)
  if (!value) throw new Error('useStepControls: outside a wizard step')
  return value
}

/**
 * The one way a step saves on Próximo (docs/decisions/015): `action` resolves true to move on,
 * false to stay (a failed or refused save; the form shows why). Steps 0 and 4 use it. The
 * latest `action` is the one called; it is registered once and dropped when the step's body
 * goes away.
 */
export function useBeforeNext(action: BeforeNext): void {
  const { setBeforeNext } = useStepControls()
  const latest = useRef(action)
  useLayoutEffect(() => {
    latest.current = action
  }, [action])
  useLayoutEffect(() => {
    setBeforeNext(() => latest.current())
    return () => setBeforeNext(null)
  }, [setBeforeNext])
}

/**
 * Calls `report(value)` once `value` has been stable for `delay` ms; the first time after the
 * init delay (spec §4: 200 ms at init, then 300 ms after form changes, 1 s after documents).
 * `undefined` reports nothing.
 */
export function useDelayedReport(
  value: boolean | undefined,
  delay: number,
  report: (complete: boolean) => void,
): void {
  const first = useRef(true)
  const latest = useRef(report)
  useLayoutEffect(() => {
    latest.current = report
  }, [report])
  useEffect(() => {
    if (value === undefined) return undefined
    const timer = setTimeout(
      () => {
        first.current = false
        latest.current(value)
      },
      first.current ? WIZARD_TIMING.init : delay,
    )
    return () => clearTimeout(timer)
  }, [value, delay])
}

/**
 * A step's `Completeness` (its module's, mounted for every step, always): `useComplete` answers
 * it from the saved data (undefined while that is unknown), reported `delay` ms after it changes.
 */
export function stepCompleteness(
  useComplete: () => boolean | undefined,
  delay: number,
): CompletenessComponent {
  return function Completeness({ report }) {
    useDelayedReport(useComplete(), delay, report)
    return null
  }
}

/** The `Completeness` of a step that is always complete (spec §4: steps 3 and 5). */
export const AlwaysComplete = stepCompleteness(() => true, WIZARD_TIMING.init)

/** The active step's completeness as its body sees it (its form), re-evaluated after `delay`. */
export function useLiveCompleteness(complete: boolean, delay: number = WIZARD_TIMING.form): void {
  const { reportLive } = useStepControls()
  useDelayedReport(complete, delay, reportLive)
  useEffect(() => () => reportLive(undefined), [reportLive])
}
