import { usePrefetchQuery } from '@tanstack/react-query'
import type { WizardStep } from '../../step'
import { WIZARD_TIMING } from '../../timing'
import { useDelayedReport } from '../../wizard-context'
import { profileQueryOptions } from '../profile/api/profile'
import { coursesQueryOptions, documentsQueryOptions } from './api/documents'
import { DocumentsStep } from './components/documents-step'
import { useDocumentsStatus } from './use-documents-status'

/** Step 1 is complete when every required document is (spec §4), re-checked 1 s after changes. */
function DocumentsCompleteness({ report }: { report: (complete: boolean) => void }) {
  const { stepComplete } = useDocumentsStatus()
  useDelayedReport(stepComplete, WIZARD_TIMING.documents, report)
  return null
}

export const documentsStep: WizardStep = {
  Body: DocumentsStep,
  Completeness: DocumentsCompleteness,
  usePrefetch: (pfId) => {
    usePrefetchQuery(documentsQueryOptions(pfId))
    usePrefetchQuery(coursesQueryOptions(pfId))
    usePrefetchQuery(profileQueryOptions(pfId))
  },
}
