import { useSuspenseQuery } from '@tanstack/react-query'
import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { stepCompleteness, useWizard } from '@/features/wizard/wizard-context'
import { profileQueryOptions } from './api/profile'
import { ProfileStep } from './components/profile-step'
import { isProfileComplete, profileValues } from './rules'
import { profileTexts } from './texts'

/** Step 0 is complete when the saved profile passes every rule (spec §4, §5). */
function useProfileComplete() {
  const { pfId, today } = useWizard()
  const { data: profile } = useSuspenseQuery(profileQueryOptions(pfId))
  return isProfileComplete(profileValues(profile), today)
}

export const profileStep: WizardStep = {
  title: profileTexts.title,
  Body: ProfileStep,
  Completeness: stepCompleteness(useProfileComplete, WIZARD_TIMING.form),
  prefetch: (pfId) => [(client) => client.prefetchQuery(profileQueryOptions(pfId))],
}
