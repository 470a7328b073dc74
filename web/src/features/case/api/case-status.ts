import { caseStatusAnswerSchema, type CaseRecord } from '@censo/contracts'
import { recadClient } from '@censo/contracts/client'
import { queryOptions } from '@tanstack/react-query'
import { isHTTPError } from 'ky'
import { api } from '@/lib/api/api'

declare global {
  interface Window {
    /** The case status read the page's HTML started (production builds, src/build/route-preload.ts). */
    censoCaseStatusRead?: { pfId: number; response: Promise<Response | null> }
  }
}

/**
 * The answer of the status read the page's HTML started, taken once, by the first status query
 * (of the same person): the record, null for a 404 ("none"), or undefined when there is no such
 * read or no good answer (another error status, an answer that does not fit, none at all). Then
 * the query asks through the API client, which reports the failure as any call does
 * (docs/decisions/025).
 */
async function takeStartedRead(pfId: number): Promise<CaseRecord | null | undefined> {
  const started = window.censoCaseStatusRead
  window.censoCaseStatusRead = undefined
  if (started?.pfId !== pfId) return undefined
  try {
    const response = await started.response
    if (response?.status === 404) return null
    if (!response?.ok) return undefined
    return caseStatusAnswerSchema.parse(await response.json()).data.RecadAPI
  } catch {
    return undefined
  }
}

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
      const started = await takeStartedRead(pfId)
      if (started !== undefined) return started
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
