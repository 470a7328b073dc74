import type { Dependant } from '@censo/contracts'
import * as dependantsClient from '@censo/contracts/client/social/dependants'
import * as documentsClient from '@censo/contracts/client/social/documents'
import * as profileClient from '@censo/contracts/client/social/profile'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { clearExchangeCache } from '@/lib/api/exchange-cache-clear'
import { describeFailure } from '@/lib/errors'
import { cardOf, type DependantWrites } from '../rules'
import { loggedLoad } from '@/features/wizard/api/logged-load'
import {
  isPassingFailure,
  saveKey,
  type SaveKind,
  type SaveVariables,
} from '@/features/wizard/saves/queued-saves'

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

/** The saves of step 3: a dependant created, a dependant unlinked (docs/decisions/028). */
export const DEPENDANT_ADD = 'dependentes:add'
export const DEPENDANT_REMOVE = 'dependentes:remove'

/**
 * The list as the server holds it now: not the exchange's answer kept for the session (spec §3),
 * which a create whose answer was lost did not empty (exchange-cache.ts).
 */
const listOf = (holder: number) => {
  clearExchangeCache()
  return dependantsClient.listDependants(api.social, holder)
}

/** Whether the list's dependant is the one these writes create (by name and birth date). */
const isCreatedBy = (dependant: Dependant, writes: DependantWrites) =>
  dependant.nome.trim().toLowerCase() === writes.insert.nome.trim().toLowerCase() &&
  dependant.nascimento === writes.insert.nascimento

const addDependant: SaveKind<DependantWrites> = {
  kind: DEPENDANT_ADD,
  // Every write of §4 before the save counts as made: a reload in between loses none.
  send: async (holder, writes) => {
    const { others } = await createDependant(holder, writes)
    await others
  },
  alreadySaved: async (holder, writes) =>
    (await listOf(holder)).some((dependant) => isCreatedBy(dependant, writes)),
  stale: (holder) => [dependantsQueryOptions(holder).queryKey],
}

const removeDependant: SaveKind<Dependant> = {
  kind: DEPENDANT_REMOVE,
  // Spec §8 swallows a failed removal; one that only has to wait (no network, a 5xx) waits.
  send: (holder, dependant) =>
    dependantsClient
      .unlinkFamily(api.social, holder, dependant.pf_id, dependant.parentesco ?? '')
      .catch((error: unknown) => {
        if (isPassingFailure(error)) throw error
        swallowed('removal')(error)
      }),
  alreadySaved: async (holder, dependant) =>
    !(await listOf(holder)).some((listed) => listed.pf_id === dependant.pf_id),
  stale: (holder) => [dependantsQueryOptions(holder).queryKey],
}

export const dependantSaves: SaveKind<never>[] = [addDependant, removeDependant]

/** Creates a dependant (a queued save: offline it waits on the device). */
export function useCreateDependant() {
  return useMutation<void, Error, SaveVariables<DependantWrites>>({
    mutationKey: saveKey(DEPENDANT_ADD),
  })
}
