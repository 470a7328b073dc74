import type { EmploymentRecord } from '@censo/contracts/schemas/rh/employment'
import * as lookupsClient from '@censo/contracts/client/governanca/lookups'
import * as employmentClient from '@censo/contracts/client/rh/employment'
import * as documentsClient from '@censo/contracts/client/social/documents'
import * as profileClient from '@censo/contracts/client/social/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
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

/** The instituidor's CPF belongs to someone else (§8): the form shows it and clears the CPF. */
export class InstituidorCpfTaken extends Error {
  constructor() {
    super('instituidor CPF taken')
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
  const patch = instituidorPatch(record, values)
  if (patch) {
    try {
      await profileClient.patchProfile(api.social, record.pf_id, patch)
    } catch (error) {
      const failure = describeFailure(error)
      if (failure.kind === 'http' && failure.status === 400) throw new InstituidorCpfTaken()
      throw error
    }
  }
  const ppn = instituidorPpn(record, values)
  if (ppn) await documentsClient.savePpn(api.social, ppn)
}

export function useSaveRecord(pfId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveRecord,
    onSettled: () => queryClient.invalidateQueries(employmentQueryOptions(pfId)),
  })
}
