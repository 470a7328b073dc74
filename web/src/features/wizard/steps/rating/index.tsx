import type { WizardStep } from '@/features/wizard/step'
import { AlwaysComplete } from '@/features/wizard/wizard-context'
import { ratingQueryOptions, ratingSave } from './api/rating'
import { RatingStep } from './components/rating-step'
import { ratingTexts } from './texts'

export const ratingStep: WizardStep = {
  title: ratingTexts.title,
  Body: RatingStep,
  /** Spec §4: step 5 is always complete. */
  Completeness: AlwaysComplete,
  prefetch: (pfId) => [(client) => client.prefetchQuery(ratingQueryOptions(pfId))],
  saves: [ratingSave],
}
