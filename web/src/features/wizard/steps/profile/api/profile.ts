import * as profileClient from '@censo/contracts/client/social/profile'
import {
  queryOptions,
  useMutation,
  useMutationState,
  type QueryClient,
} from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { pnePut, profileChanged, profilePatch, racaCorPut, toProfile } from '../rules'
import type { Profile, ProfileValues } from '../rules'
import { loggedLoad } from '@/features/wizard/api/logged-load'
import {
  isPassingFailure,
  saveKey,
  type SaveKind,
  type SaveVariables,
} from '@/features/wizard/saves/queued-saves'

/** The profile of step 0, read through the exchange (photo at width 250). */
export const profileQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'profile', pfId],
    queryFn: () =>
      loggedLoad('profile load', async () =>
        toProfile(await profileClient.readProfile(api.social, pfId)),
      ),
  })

/**
 * Spec §8: failures of the disability and ethnicity writes are not shown, only logged. One that
 * only has to wait (no answer, a 5xx, the session) is thrown: the whole save is tried again (the
 * PATCH and the PUTs replay harmlessly, docs/decisions/028).
 */
const quiet = (name: string) => (error: unknown) => {
  if (isPassingFailure(error)) throw error
  console.warn(`wizard: ${name} write failed`, error)
}

/**
 * What Próximo of step 0 saves: the values and the profile as loaded, which they are compared
 * with. Plain strings and booleans: it is kept on the device as JSON while it waits
 * (docs/decisions/028).
 */
export interface ProfileSave {
  values: ProfileValues
  profile: Profile
}

/** The writes of a profile save (spec §4): each null when it is not to be sent. */
export function profileWrites({ values, profile }: ProfileSave) {
  return {
    patch: profileChanged(values, profile) ? profilePatch(values, profile) : null,
    pne: pnePut(values, profile),
    racaCor: racaCorPut(values, profile),
  }
}

/** Whether a profile save would send anything. */
export const profileHasWrites = (save: ProfileSave): boolean => {
  const { patch, pne, racaCor } = profileWrites(save)
  return !!(patch || pne || racaCor)
}

/**
 * Próximo of step 0 (spec §4): the PATCH only if its payload differs from the loaded one, then
 * the disability and the ethnicity only if set and changed. Their refusals are not shown (§8),
 * only logged; a PATCH failure rejects (nothing else is sent). Answers whether anything was sent.
 */
export async function saveProfile(save: ProfileSave): Promise<boolean> {
  const pfId = save.profile.pfId
  const { patch, pne, racaCor } = profileWrites(save)
  if (patch) await profileClient.patchProfile(api.social, pfId, patch)
  await Promise.all([
    pne && profileClient.putDisability(api.social, pfId, pne).catch(quiet('disability')),
    racaCor && profileClient.putEthnicity(api.social, pfId, racaCor).catch(quiet('ethnicity')),
  ])
  return !!(patch || pne || racaCor)
}

/** The kind of step 0's save (docs/decisions/028). */
export const PROFILE_SAVE_KIND = 'perfil'

/** Step 0's save as a queued save: offline it waits on the device and goes once online. */
export const profileSave: SaveKind<ProfileSave> = {
  kind: PROFILE_SAVE_KIND,
  send: (_pfId, save) => saveProfile(save),
  stale: (pfId) => [profileQueryOptions(pfId).queryKey],
}

/** Saves the profile (a queued save: offline it waits on the device). */
export function useSaveProfile() {
  return useMutation<void, Error, SaveVariables<ProfileSave>>({
    mutationKey: saveKey(PROFILE_SAVE_KIND),
  })
}

/** Whether a mutation's variables are a save by `pfId` (that one save, given its id). */
const isSaveOf = (variables: unknown, pfId: number, id?: string) =>
  typeof variables === 'object' &&
  variables !== null &&
  'pfId' in variables &&
  variables.pfId === pfId &&
  (id === undefined || ('id' in variables && variables.id === id))

/**
 * Whether a save of the profile failed for a passing reason (no answer, a 5xx) and is tried
 * again by itself now (not waiting for the network): the form says so (docs/decisions/028).
 */
export function useProfileSaveRetrying(pfId: number): boolean {
  const retrying = useMutationState({
    filters: {
      mutationKey: saveKey(PROFILE_SAVE_KIND),
      status: 'pending',
      predicate: (mutation) => isSaveOf(mutation.state.variables, pfId),
    },
    select: (mutation) => mutation.state.failureCount > 0 && !mutation.state.isPaused,
  })
  return retrying.includes(true)
}

/**
 * Makes a save (`make`: its `mutateAsync`) and answers at its first outcome: 'saved' once made,
 * 'kept' as soon as it has to wait (a failure that passes, tried again by itself; no network; a
 * save before it still on its way): it is on the device and goes by itself. A refusal rejects.
 */
export function firstAnswer(
  queryClient: QueryClient,
  variables: SaveVariables<ProfileSave>,
  make: () => Promise<unknown>,
): Promise<'saved' | 'kept'> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    const settle = (answer: () => void) => {
      unsubscribe?.()
      answer()
    }
    unsubscribe = queryClient.getMutationCache().subscribe(({ mutation }) => {
      if (!mutation || !isSaveOf(mutation.state.variables, variables.pfId, variables.id)) return
      const { status, isPaused, failureCount } = mutation.state
      if (status === 'pending' && (isPaused || failureCount > 0)) settle(() => resolve('kept'))
    })
    make().then(
      () => settle(() => resolve('saved')),
      (error: unknown) => settle(() => reject(error)),
    )
  })
}
