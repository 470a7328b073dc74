import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useDelayedReport } from '@/features/wizard/wizard-context'
import { dependantsQueryOptions } from './api/dependants'
import { DependantsStep } from './components/dependants-step'
import { dependantsTexts } from './texts'

/** Spec §4: step 3 is always complete. */
function DependantsCompleteness({ report }: { report: (complete: boolean) => void }) {
  useDelayedReport(true, WIZARD_TIMING.init, report)
  return null
}

export const dependantsStep: WizardStep = {
  title: dependantsTexts.title,
  Body: DependantsStep,
  Completeness: DependantsCompleteness,
  prefetch: (queryClient, pfId) => {
    void queryClient.prefetchQuery(dependantsQueryOptions(pfId))
  },
}
