import { useSuspenseQuery } from '@tanstack/react-query'
import type { WizardStep } from '@/features/wizard/step'
import { usePendingSaves } from '@/features/wizard/saves/use-pending-saves'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { stepCompleteness, useWizard } from '@/features/wizard/wizard-context'
import {
  PROFILE_SAVE_KIND,
  profileQueryOptions,
  profileSave,
  type ProfileSave,
} from './api/profile'
import { ProfileStep } from './components/profile-step'
import { isProfileComplete, profileValues } from './rules'
import { profileTexts } from './texts'

/**
 * Step 0 is complete when the saved profile passes every rule (spec §4, §5); while a save of it
 * waits on the device, what that save holds (docs/decisions/028).
 */
function useProfileComplete() {
  const { pfId, today } = useWizard()
  const { data: profile } = useSuspenseQuery(profileQueryOptions(pfId))
  const waiting = usePendingSaves<ProfileSave>(PROFILE_SAVE_KIND, pfId).findLast(
    (save) => save.state === 'waiting',
  )
  return isProfileComplete(waiting?.body.values ?? profileValues(profile), today)
}

export const profileStep: WizardStep = {
  title: profileTexts.title,
  Body: ProfileStep,
  Completeness: stepCompleteness(useProfileComplete, WIZARD_TIMING.form),
  prefetch: (pfId) => [(client) => client.prefetchQuery(profileQueryOptions(pfId))],
  saves: [profileSave],
}
