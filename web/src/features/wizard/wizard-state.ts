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
  /**
   * The step a returning person had reached, while the wizard waits for the saved completeness
   * of the steps before it to open at the right one (`resumeStep`); null once open.
   */
  resuming: number | null
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
  resuming: null,
}

/** The wizard as it opens for a person who had reached step `reached` (0: from the start). */
export const openingState = (reached: number): WizardState =>
  reached > 0 ? { ...initialWizardState, resuming: reached } : initialWizardState

/**
 * Where a returning person resumes: the first step before the one reached that is not complete
 * (what was saved changed, or was never finished), else the step reached; undefined while a step
 * before it has not reported yet.
 */
export function resumeStep(state: WizardState, reached: number): number | undefined {
  // Step by step rather than firstIncompleteBefore: an incomplete step decides as soon as every
  // step before it has reported, without waiting for the later ones.
  for (let step = 0; step < reached; step++) {
    const complete = state.saved[step]
    if (complete === undefined) return undefined
    if (!complete) return step
  }
  return reached
}

/** Opens the wizard at the resume step once it is known; the steps before it count as left. */
function settleResume(state: WizardState): WizardState {
  if (state.resuming === null) return state
  const to = resumeStep(state, state.resuming)
  if (to === undefined) return state
  return {
    ...state,
    active: to,
    left: Array.from({ length: to }, (_, step) => step),
    resuming: null,
  }
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
        resuming: null,
      }
    }
    case 'saved':
      if (state.saved[action.step] === action.complete) return state
      return settleResume({ ...state, saved: replace(state.saved, action.step, action.complete) })
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
