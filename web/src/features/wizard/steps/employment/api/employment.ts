import type { EmploymentRecord } from '@censo/contracts/schemas/rh/employment'
import * as lookupsClient from '@censo/contracts/client/governanca/lookups'
import * as employmentClient from '@censo/contracts/client/rh/employment'
import * as documentsClient from '@censo/contracts/client/social/documents'
import * as profileClient from '@censo/contracts/client/social/profile'
import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { describeFailure } from '@/lib/errors'
import {
  benefitBody,
  extrasBody,
  instituidorPatch,
  instituidorPpn,
  universalBody,
  type RecordValues,
} from '../rules'
import { loggedLoad } from '@/features/wizard/api/logged-load'
import { throwIfNetworkFailure } from '@/lib/network-failure'
import { saveKey, type SaveKind, type SaveVariables } from '@/features/wizard/saves/queued-saves'
import { usePendingSaves, type PendingSave } from '@/features/wizard/saves/use-pending-saves'

/**
 * Step 4's records (census-wizard §7 Employment records): the ids by person, then the whole
 * records through the RH exchange (kept in session storage by the API layer, app/exchange-cache).
 */
export const employmentQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'employment', pfId],
    queryFn: () =>
      loggedLoad('employment records load', async (): Promise<EmploymentRecord[]> => {
        const refs = await employmentClient.listServidores(api.rh, pfId)
        if (refs.length === 0) return []
        return employmentClient.exchangeServidores(
          api.rh,
          refs.map((ref) => ref.servidor_id),
        )
      }),
  })

/** The names of the governança lookups; a failure leaves the names unknown (the ids stay). */
async function lookup<Item>(name: string, load: () => Promise<Item[]>): Promise<Item[]> {
  try {
    return await load()
  } catch (error) {
    throwIfNetworkFailure(error)
    console.warn(`wizard: ${name} lookup failed`, error)
    return []
  }
}

export const cargosQueryOptions = () =>
  queryOptions({
    queryKey: ['wizard', 'governanca', 'cargos'],
    queryFn: () => lookup('cargo', () => lookupsClient.listCargos(api.governanca)),
    staleTime: Infinity,
  })

export const lotacoesQueryOptions = () =>
  queryOptions({
    queryKey: ['wizard', 'governanca', 'lotacoes'],
    queryFn: () => lookup('lotação', () => lookupsClient.listLotacoes(api.governanca)),
    staleTime: Infinity,
  })

const CPF_TAKEN = 'instituidor CPF taken'

/** The instituidor's CPF belongs to someone else (§8): the form shows it and clears the CPF. */
export class InstituidorCpfTaken extends Error {
  constructor() {
    super(CPF_TAKEN)
    this.name = 'InstituidorCpfTaken'
  }
}

export interface RecordSave {
  record: EmploymentRecord
  values: RecordValues
  pfId: number
}

/**
 * Salvar of one record (§7): the universal data, the extras, the benefit (categories 2 and 3),
 * then the instituidor's profile and PIS/PASEP (category 3). The first failure stops the rest.
 */
export async function saveRecord({ record, values, pfId }: RecordSave): Promise<void> {
  const id = record.servidor_id
  await employmentClient.putUniversal(api.rh, id, universalBody(record, values, pfId))
  await employmentClient.putExtras(api.rh, extrasBody(record, values))
  const benefit = benefitBody(record, values)
  if (benefit) await employmentClient.putBenefit(api.rh, id, benefit)
  const patch = instituidorPatch(record, values, pfId)
  if (patch) {
    try {
      await profileClient.patchProfile(api.social, record.pf_id, patch)
    } catch (error) {
      const failure = describeFailure(error)
      if (failure.kind === 'http' && failure.status === 400) throw new InstituidorCpfTaken()
      throw error
    }
  }
  const ppn = instituidorPpn(record, values, pfId)
  if (ppn) await documentsClient.savePpn(api.social, ppn)
}

/** The save of one record (docs/decisions/028): what `saveRecord` needs, JSON as read. */
export const RECORD_SAVE = 'funcionais:registro'

const recordSave: SaveKind<RecordSave> = {
  kind: RECORD_SAVE,
  // Its writes are PUTs of the whole record and a PATCH: a replay writes the same again.
  send: (_pfId, body) => saveRecord(body),
  stale: (pfId) => [employmentQueryOptions(pfId).queryKey],
}

/** Every save of step 4, for the query client's defaults. */
export const employmentSaves: SaveKind<never>[] = [recordSave]

/** Saves a record (a queued save: offline it waits on the device). */
export function useSaveRecord() {
  return useMutation<void, Error, SaveVariables<RecordSave>>({ mutationKey: saveKey(RECORD_SAVE) })
}

/** The instituidor's CPF was taken (the error as thrown, or as it came back from the device). */
const isCpfTaken = (error: unknown) =>
  error instanceof InstituidorCpfTaken || (error instanceof Error && error.message === CPF_TAKEN)

/** A record's save not yet made; `cpfTaken`: refused for the instituidor's CPF (§8). */
export interface RecordSaveState extends PendingSave<RecordSave> {
  cpfTaken: boolean
}

/** The person's record saves not yet made (waiting, or refused once sent), oldest first. */
export function useRecordSaves(pfId: number): RecordSaveState[] {
  return usePendingSaves<RecordSave>(RECORD_SAVE, pfId).map((save) => ({
    ...save,
    cpfTaken: save.state === 'refused' && isCpfTaken(save.error),
  }))
}

/** The record's values in its newest save still waiting, if any: what the server will hold. */
export function waitingValues(
  saves: readonly PendingSave<RecordSave>[],
  servidorId: number,
): RecordValues | undefined {
  return saves.findLast(
    (save) => save.state === 'waiting' && save.body.record.servidor_id === servidorId,
  )?.body.values
}

/**
 * Waits for a save until it is made ('made'), or until it first fails for a passing reason or
 * pauses ('waiting': it goes on by itself); a refusal rejects.
 */
export function madeOrWaiting(
  queryClient: QueryClient,
  made: Promise<unknown>,
  id: string,
): Promise<'made' | 'waiting'> {
  return new Promise((resolve, reject) => {
    const cache = queryClient.getMutationCache()
    const look = () => {
      const mutation = cache
        .getAll()
        .find((candidate) => Reflect.get(Object(candidate.state.variables), 'id') === id)
      const { status, isPaused, failureCount } = mutation?.state ?? {}
      if (status === 'pending' && (isPaused || (failureCount ?? 0) > 0)) finish('waiting')
    }
    const unsubscribe = cache.subscribe(look)
    const finish = (outcome: 'made' | 'waiting') => {
      unsubscribe()
      resolve(outcome)
    }
    made.then(
      () => finish('made'),
      (error: unknown) => {
        unsubscribe()
        reject(error)
      },
    )
    look()
  })
}
