import type { CaseRecord } from '@censo/contracts'
import { recadClient } from '@censo/contracts/client'
import { queryOptions } from '@tanstack/react-query'
import { isHTTPError } from 'ky'
import { api } from '@/lib/api/api'

/** Key of the status query of one person (the finalize mutation invalidates it). */
export const caseStatusKey = (pfId: number) => ['case-status', pfId] as const

/**
 * The person's case check record, or `null` when there is none yet (the lookup answers 404:
 * the person is still filling in). Any other failure is an error of the query.
 *
 * Fresh for a few seconds only: the screen a route check sends the person to reads the answer
 * that check just got, and any later opening of /Censo/, /Status/ or /Review/ asks the server
 * again (the technical team moves cases at any time).
 */
export const caseStatusQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: caseStatusKey(pfId),
    queryFn: async (): Promise<CaseRecord | null> => {
      try {
        return await recadClient.getCaseStatus(api.recad, pfId)
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 404) return null
        throw error
      }
    },
    staleTime: 5_000,
    retry: false,
  })
