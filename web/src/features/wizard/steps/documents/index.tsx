import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { stepCompleteness } from '@/features/wizard/wizard-context'
import { profileQueryOptions } from '../profile/api/profile'
import { coursesQueryOptions, documentSaves, documentsQueryOptions } from './api/documents'
import { DocumentsStep } from './components/documents-step'
import { useDocumentsStatus } from './use-documents-status'
import { documentsTexts } from './texts'

/**
 * Step 1 is complete when every required document is (spec §4), re-checked 1 s after changes; a
 * save still waiting counts (docs/decisions/028).
 */
const useDocumentsComplete = () => useDocumentsStatus().stepComplete

export const documentsStep: WizardStep = {
  title: documentsTexts.title,
  Body: DocumentsStep,
  Completeness: stepCompleteness(useDocumentsComplete, WIZARD_TIMING.documents),
  prefetch: (pfId) => [
    (client) => client.prefetchQuery(documentsQueryOptions(pfId)),
    (client) => client.prefetchQuery(coursesQueryOptions(pfId)),
    (client) => client.prefetchQuery(profileQueryOptions(pfId)),
  ],
  saves: documentSaves,
}
