import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useDelayedReport } from '@/features/wizard/wizard-context'
import { ratingQueryOptions } from './api/rating'
import { RatingStep } from './components/rating-step'
import { ratingTexts } from './texts'

/** Spec §4: step 5 is always complete. */
function RatingCompleteness({ report }: { report: (complete: boolean) => void }) {
  useDelayedReport(true, WIZARD_TIMING.init, report)
  return null
}

export const ratingStep: WizardStep = {
  title: ratingTexts.title,
  Body: RatingStep,
  Completeness: RatingCompleteness,
  prefetch: (queryClient, pfId) => {
    void queryClient.prefetchQuery(ratingQueryOptions(pfId))
  },
}
