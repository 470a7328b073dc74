import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useDelayedReport } from '@/features/wizard/wizard-context'
import { ratingQueryOptions } from './api/rating'
import { RatingStep } from './components/rating-step'

/** Spec §4: step 5 is always complete. */
function RatingCompleteness({ report }: { report: (complete: boolean) => void }) {
  useDelayedReport(true, WIZARD_TIMING.init, report)
  return null
}

export const ratingStep: WizardStep = {
  Body: RatingStep,
  Completeness: RatingCompleteness,
  prefetch: (queryClient, pfId) => {
    void queryClient.prefetchQuery(ratingQueryOptions(pfId))
  },
}
