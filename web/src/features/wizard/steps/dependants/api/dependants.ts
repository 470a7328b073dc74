import type { Dependant } from '@censo/contracts'
import * as dependantsClient from '@censo/contracts/client/social/dependants'
import * as documentsClient from '@censo/contracts/client/social/documents'
import * as profileClient from '@censo/contracts/client/social/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { describeFailure } from '@/lib/errors'
import { cardOf, type DependantWrites } from '../rules'
import { loggedLoad } from '@/features/wizard/api/logged-load'

/** Step 3's list and the writes of census-wizard §4 (dependent creation) and §7 Dependents. */

export const dependantsQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'dependants', pfId],
    queryFn: () =>
      loggedLoad('dependants load', () => dependantsClient.listDependants(api.social, pfId)),
  })

/** Spec §8: failures of the link, extras, identity and removal calls are swallowed. */
const swallowed =
  (name: string) =>
  (error: unknown): void => {
    console.warn(`wizard: dependant ${name} failed`, error)
  }

/** Spec §8: an HTTP 400 of the creation retries once with the CPF null. */
async function insertDependant(insert: DependantWrites['insert']) {
  try {
    return await dependantsClient.insertDependant(api.social, insert)
  } catch (error) {
    const failure = describeFailure(error)
    if (failure.kind !== 'http' || failure.status !== 400 || insert.cpf === null) throw error
    return dependantsClient.insertDependant(api.social, { ...insert, cpf: null })
  }
}

/**
 * Spec §4: create the person, then at once the family link, the extras and (when complete) the
 * identity; the card is there once the family link settles. The disability, when chosen, goes
 * with them (ours: the form asks it, and the spec names no other call that keeps it). Answers the
 * card and the writes still on their way.
 */
export async function createDependant(holder: number, writes: DependantWrites) {
  const { pf_id: pfId } = await insertDependant(writes.insert)
  const link = dependantsClient
    .linkFamily(api.social, { pf_id: holder, ref_id: pfId, clas: writes.clas })
    .catch(swallowed('link'))
  const others = Promise.all([
    dependantsClient
      .saveDependantExtras(api.social, { parent_id: holder, pf_id: pfId, ...writes.extras })
      .catch(swallowed('extras')),
    writes.identity &&
      documentsClient
        .saveIdentity(api.social, { pf_id: pfId, ...writes.identity })
        .catch(swallowed('identity')),
    writes.pne &&
      profileClient.putDisability(api.social, pfId, writes.pne).catch(swallowed('disability')),
  ])
  await link
  return { card: cardOf(pfId, writes), others }
}

export function useCreateDependant(holder: number) {
  const queryClient = useQueryClient()
  const { queryKey } = dependantsQueryOptions(holder)
  return useMutation({
    mutationFn: (writes: DependantWrites) => createDependant(holder, writes),
    onSuccess: ({ card, others }) => {
      queryClient.setQueryData(queryKey, (list: readonly Dependant[] = []) => [...list, card])
      // Once every write has settled, the list is read again as the server keeps it.
      void others.then(() => queryClient.invalidateQueries({ queryKey }))
    },
  })
}

/** Removes a dependant from the list; a failure is swallowed (§8) and the list read again. */
export function useRemoveDependant(holder: number) {
  const queryClient = useQueryClient()
  const { queryKey } = dependantsQueryOptions(holder)
  return useMutation({
    mutationFn: (dependant: Dependant) =>
      dependantsClient
        .unlinkFamily(api.social, holder, dependant.pf_id, dependant.parentesco ?? '')
        .catch(swallowed('removal')),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
