import * as profileClient from '@censo/contracts/client/social/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { pnePut, profileChanged, profilePatch, racaCorPut, toProfile } from '../rules'
import type { Profile, ProfileValues } from '../rules'
import { loggedLoad } from '@/features/wizard/api/logged-load'

/** The profile of step 0, read through the exchange (photo at width 250). */
export const profileQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'profile', pfId],
    queryFn: () =>
      loggedLoad('profile load', async () =>
        toProfile(await profileClient.readProfile(api.social, pfId)),
      ),
  })

/** Spec §8: failures of the disability and ethnicity writes are not shown. */
const quiet = (name: string) => (error: unknown) => {
  console.warn(`wizard: ${name} write failed`, error)
}

export interface ProfileSave {
  values: ProfileValues
  profile: Profile
}

/**
 * Próximo of step 0 (spec §4): the PATCH only if its payload differs from the loaded one, then
 * the disability and the ethnicity only if set and changed. Their failures are not shown (§8),
 * only logged; a PATCH failure rejects (nothing else is sent). Answers whether anything was sent.
 */
export async function saveProfile({ values, profile }: ProfileSave): Promise<boolean> {
  const pfId = profile.pfId
  const patch = profileChanged(values, profile) ? profilePatch(values, profile) : null
  if (patch) await profileClient.patchProfile(api.social, pfId, patch)
  const pne = pnePut(values, profile)
  const racaCor = racaCorPut(values, profile)
  await Promise.all([
    pne && profileClient.putDisability(api.social, pfId, pne).catch(quiet('disability')),
    racaCor && profileClient.putEthnicity(api.social, pfId, racaCor).catch(quiet('ethnicity')),
  ])
  return !!(patch || pne || racaCor)
}

export function useSaveProfileMutation(pfId: number) {
  const queryClient = useQueryClient()
  const { queryKey } = profileQueryOptions(pfId)
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (sent) => {
      if (sent) await queryClient.invalidateQueries({ queryKey })
    },
  })
}
