import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { stepCompleteness } from '@/features/wizard/wizard-context'
import { sentDocumentsQueryOptions } from './api/images'
import { imageSend } from './api/image-sends'
import { ImagesStep } from './components/images-step'
import { useImagesState } from './use-images'
import { imagesTexts } from './texts'

/** Step 6: the photo and every required document at its count (census-wizard §4). */
function useImagesComplete() {
  const { state, failed } = useImagesState()
  return state ? state.complete : failed ? false : undefined
}

export const imagesStep: WizardStep = {
  title: imagesTexts.title,
  Body: ImagesStep,
  Completeness: stepCompleteness(useImagesComplete, WIZARD_TIMING.documents),
  // The profile, degrees, dependants and records are the earlier steps' own prefetches.
  prefetch: (pfId) => [(client) => client.prefetchQuery(sentDocumentsQueryOptions(pfId))],
  saves: [imageSend],
}
