/** Spec §4 and §9: when step completeness is re-evaluated. */
export const WIZARD_TIMING = {
  /** The first evaluation after a step's data is there. */
  init: 200,
  /** After a change of a form (step 0). */
  form: 300,
  /** After a document was saved (step 1). */
  documents: 1000,
  /** Spec §4, §9: the pause before moving on from step 2 (and after saving step 4). */
  pauseBeforeNext: 1000,
  /** (ours) step 5: how long a face reached with the arrow keys stays before it is saved. */
  ratingSettle: 800,
} as const
