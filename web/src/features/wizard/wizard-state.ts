/** The wizard frame, pure: which step is active, which were left, what each step reported. */

export const STEP_COUNT = 7

export interface WizardState {
  active: number
  /** Steps the person has been on and left: they show done or wrong. */
  left: readonly number[]
  /** Completeness each step reports from its saved data (undefined until first evaluated). */
  saved: readonly (boolean | undefined)[]
  /** Completeness the active step's body reports from what is on screen (its form). */
  live: readonly (boolean | undefined)[]
}

export type WizardAction =
  | { type: 'go'; to: number }
  | { type: 'saved'; step: number; complete: boolean }
  | { type: 'live'; step: number; complete: boolean | undefined }

export const initialWizardState: WizardState = {
  active: 0,
  left: [],
  saved: Array.from({ length: STEP_COUNT }, () => undefined),
  live: Array.from({ length: STEP_COUNT }, () => undefined),
}

const replace = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((item, at) => (at === index ? value : item))

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go': {
      const to = Math.min(Math.max(action.to, 0), STEP_COUNT - 1)
      if (to === state.active) return state
      return {
        ...state,
        active: to,
        left: state.left.includes(state.active) ? state.left : [...state.left, state.active],
        // What was on screen is gone: the step is judged by its saved data again.
        live: replace(state.live, state.active, undefined),
      }
    }
    case 'saved':
      if (state.saved[action.step] === action.complete) return state
      return { ...state, saved: replace(state.saved, action.step, action.complete) }
    case 'live':
      if (state.live[action.step] === action.complete) return state
      return { ...state, live: replace(state.live, action.step, action.complete) }
    default:
      return state
  }
}

/** What counts for a step now: the active step's body when it reports, else its saved data. */
export function isComplete(state: WizardState, step: number): boolean | undefined {
  const live = step === state.active ? state.live[step] : undefined
  return live ?? state.saved[step]
}

export type StepMark = 'current' | 'done' | 'wrong' | 'todo'

/** Spec §2: the active step is current; a step once left is marked done or wrong. */
export function stepMark(state: WizardState, step: number): StepMark {
  if (step === state.active) return 'current'
  if (!state.left.includes(step)) return 'todo'
  return isComplete(state, step) ? 'done' : 'wrong'
}

/** Próximo waits until the active step is complete. */
export const canGoNext = (state: WizardState): boolean => isComplete(state, state.active) === true

/** The first step that is not complete, or -1. */
export const firstIncomplete = (state: WizardState): number =>
  firstIncompleteBefore(state, STEP_COUNT)

/**
 * The first step before `end` that is not complete, or -1: where REVISAR INCONSISTÊNCIAS goes
 * from step 6 (spec §2).
 */
export const firstIncompleteBefore = (state: WizardState, end: number): number =>
  Array.from({ length: end }, (_, step) => step).find((step) => isComplete(state, step) !== true) ??
  -1
