import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useDelayedReport } from '@/features/wizard/wizard-context'
import { sentDocumentsQueryOptions } from './api/images'
import { ImagesStep } from './components/images-step'
import { useImagesState } from './use-images'
import { imagesTexts } from './texts'

/** Step 6: the photo and every required document at its count (census-wizard §4). */
function ImagesCompleteness({ report }: { report: (complete: boolean) => void }) {
  const { state, failed } = useImagesState()
  useDelayedReport(
    state ? state.complete : failed ? false : undefined,
    WIZARD_TIMING.documents,
    report,
  )
  return null
}

export const imagesStep: WizardStep = {
  title: imagesTexts.title,
  Body: ImagesStep,
  Completeness: ImagesCompleteness,
  // The profile, degrees, dependants and records are the earlier steps' own prefetches.
  prefetch: (queryClient, pfId) => {
    void queryClient.prefetchQuery(sentDocumentsQueryOptions(pfId))
  },
}
