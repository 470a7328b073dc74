import { useSuspenseQuery } from '@tanstack/react-query'
import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useDelayedReport, useWizard } from '@/features/wizard/wizard-context'
import { profileQueryOptions } from './api/profile'
import { ProfileStep } from './components/profile-step'
import { isProfileComplete, profileValues } from './rules'
import { profileTexts } from './texts'

/** Step 0 is complete when the saved profile passes every rule (spec §4, §5). */
function ProfileCompleteness({ report }: { report: (complete: boolean) => void }) {
  const { pfId, today } = useWizard()
  const { data: profile } = useSuspenseQuery(profileQueryOptions(pfId))
  useDelayedReport(isProfileComplete(profileValues(profile), today), WIZARD_TIMING.form, report)
  return null
}

export const profileStep: WizardStep = {
  title: profileTexts.title,
  Body: ProfileStep,
  Completeness: ProfileCompleteness,
  prefetch: (queryClient, pfId) => void queryClient.prefetchQuery(profileQueryOptions(pfId)),
}
