import { describe, expect, it } from 'vitest'
import {
  canGoNext,
  firstIncomplete,
  initialWizardState,
  isComplete,
  openingState,
  resumeStep,
  stepMark,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state'

const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, initialWizardState)

describe('wizard frame state', () => {
  it('starts on step 0 with nothing evaluated: Próximo waits', () => {
    expect(initialWizardState.active).toBe(0)
    expect(canGoNext(initialWizardState)).toBe(false)
    expect(stepMark(initialWizardState, 0)).toBe('current')
    expect(stepMark(initialWizardState, 1)).toBe('todo')
  })

  it('enables Próximo when the active step reports complete', () => {
    expect(canGoNext(run({ type: 'saved', step: 0, complete: true }))).toBe(true)
    expect(canGoNext(run({ type: 'saved', step: 0, complete: false }))).toBe(false)
  })

  it('prefers what the active step shows over its saved data', () => {
    const state = run(
      { type: 'saved', step: 0, complete: true },
      { type: 'live', step: 0, complete: false },
    )
    expect(isComplete(state, 0)).toBe(false)
    expect(canGoNext(state)).toBe(false)
  })

  it('marks a step left as done or wrong, and re-evaluates the mark when it changes', () => {
    const left = run({ type: 'saved', step: 0, complete: true }, { type: 'go', to: 1 })
    expect(stepMark(left, 0)).toBe('done')
    expect(stepMark(left, 1)).toBe('current')
    const changed = wizardReducer(left, { type: 'saved', step: 0, complete: false })
    expect(stepMark(changed, 0)).toBe('wrong')
    // Steps never visited stay unmarked.
    expect(stepMark(changed, 4)).toBe('todo')
  })

  it('forgets the live report of a step once left', () => {
    const state = run(
      { type: 'saved', step: 0, complete: false },
      { type: 'live', step: 0, complete: true },
      { type: 'go', to: 1 },
    )
    expect(isComplete(state, 0)).toBe(false)
    expect(stepMark(state, 0)).toBe('wrong')
  })

  it('moves linearly within 0..6 and back with Anterior', () => {
    let state = initialWizardState
    for (let step = 1; step <= 8; step++) state = wizardReducer(state, { type: 'go', to: step })
    expect(state.active).toBe(6)
    expect(state.left.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5])
    state = wizardReducer(state, { type: 'go', to: 5 })
    expect(state.active).toBe(5)
    expect(stepMark(state, 6)).toBe('wrong')
    expect(wizardReducer(state, { type: 'go', to: -3 }).active).toBe(0)
  })

  it('finds the first step that is not complete', () => {
    const state = run(
      { type: 'saved', step: 0, complete: true },
      { type: 'saved', step: 1, complete: false },
    )
    expect(firstIncomplete(state)).toBe(1)
  })

  it('opens from step 0 at once for a person who had not gone past it', () => {
    expect(openingState(0)).toBe(initialWizardState)
  })

  it('resumes at the step reached once the steps before it are judged complete', () => {
    const waiting = run()
    const opening = [0, 1, 2].reduce(
      (state, step) => wizardReducer(state, { type: 'saved', step, complete: true }),
      openingState(4),
    )
    // Step 3 has not reported: still waiting, nothing active yet.
    expect(opening.resuming).toBe(4)
    expect(resumeStep(waiting, 4)).toBeUndefined()
    const open = wizardReducer(opening, { type: 'saved', step: 3, complete: true })
    expect(open.resuming).toBeNull()
    expect(open.active).toBe(4)
    expect([0, 1, 2, 3].map((step) => stepMark(open, step))).toEqual([
      'done',
      'done',
      'done',
      'done',
    ])
    expect(stepMark(open, 5)).toBe('todo')
  })

  it('resumes at the first step before it that is not complete, marking the earlier ones', () => {
    const reports: WizardAction[] = [
      { type: 'saved', step: 2, complete: false },
      { type: 'saved', step: 0, complete: true },
    ]
    const waiting = reports.reduce(wizardReducer, openingState(5))
    // Step 1 is unknown yet: the incomplete step 2 may not be the first.
    expect(waiting.resuming).toBe(5)
    const open = wizardReducer(waiting, { type: 'saved', step: 1, complete: true })
    expect(open.active).toBe(2)
    expect(open.left).toEqual([0, 1])
    expect(stepMark(open, 2)).toBe('current')
    // Reports of later steps change nothing once open.
    expect(wizardReducer(open, { type: 'saved', step: 4, complete: false }).active).toBe(2)
  })
})
