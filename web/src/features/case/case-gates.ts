import type { CaseRecord } from '@censo/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { toast } from '@/components/ui/toast'
// Core texts only: the gates run with the router, in the first download.
import * as t from '@/text/pt-BR/core'
import { getSessionUser } from '@/features/session/session'
import { isNetworkFailure } from '@/lib/network-failure'
import { caseStatusKey, caseStatusQueryOptions } from './api/case-status'
import { reviewedFlag } from './reviewed-flag'

/** A case route path a gate can send the person to. */
export type CaseRoute = '/Censo/' | '/Status/' | '/Review/'

/**
 * Opening /Censo/ (census-wizard §4): locked or done → /Status/; released → /Review/ unless the
 * review screen was already seen in this session; no case (404) → stay and load the data.
 */
export function censoDestination(record: CaseRecord | null, reviewed: boolean): CaseRoute | null {
  if (!record) return null
  if (record.status === 'locked' || record.status === 'done') return '/Status/'
  return reviewed ? null : '/Review/'
}

/** /Status/: done and locked stay (receipt or waiting); released → /Review/; 404 → /Censo/. */
export function statusDestination(record: CaseRecord | null): CaseRoute | null {
  if (!record) return '/Censo/'
  return record.status === 'released' ? '/Review/' : null
}

/** /Review/: only a released case stays; anything else → /Censo/. */
export function reviewDestination(record: CaseRecord | null): CaseRoute | null {
  return record?.status === 'released' ? null : '/Censo/'
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * Set on the /Status/ entry the /Censo/ gate sends a locked or done case to: the person
     * asked for the wizard and it was refused (ADR 008: the "not editable" image). History
     * state, so a reload or Back shows the same screen.
     */
    caseEditRefused?: true
  }
}

/**
 * The gates always decide: the case routes are never preloaded (`preload: false` on /Censo/,
 * /Status/ and /Review/). The router hands a navigation the loader run that a preload of the
 * same route (a pointer over its link) already started, so a preload that only read ahead let a
 * click through to the wizard of a locked case (docs/decisions/008).
 */
interface GateOptions {
  queryClient: QueryClient
}

function sessionPfId(): number {
  const user = getSessionUser()
  // The _private layout already sent a visitor to `/`; this only covers a logout in between.
  if (!user) throw redirect({ to: '/', replace: true })
  return user.pfid
}

/**
 * The check of /Censo/'s loader; false when the server could not be reached (offline, or no
 * answer at all): the wizard then opens from the device's copy, if there is one, and checks again
 * once online (docs/decisions/028). A failure other than 404 shows the spec's toast and goes to
 * `/` (spec §8 "Status check failure other than 404").
 */
export async function checkCensoEntry({ queryClient }: GateOptions): Promise<boolean> {
  const options = caseStatusQueryOptions(sessionPfId())
  if (!navigator.onLine) return false
  let record: CaseRecord | null
  try {
    record = await queryClient.fetchQuery(options)
  } catch (error) {
    if (isNetworkFailure(error)) return false
    console.error('case status: lookup failed', error)
    toast.error(t.caseRoutes.statusFailure)
    throw redirect({ to: '/', replace: true })
  }
  const to = censoDestination(record, reviewedFlag.isSet())
  // Once per session: the flag is set on the way to the review screen.
  if (to === '/Review/') reviewedFlag.set()
  if (to === '/Status/') throw redirect({ to, replace: true, state: { caseEditRefused: true } })
  if (to) throw redirect({ to, replace: true })
  return true
}

/**
 * Back online after a time without the network: the person's case status is asked afresh by the
 * next gate, however recently it was read (a technician may have moved the case meanwhile).
 */
export function forgetCaseStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: caseStatusKey(sessionPfId()),
    refetchType: 'none',
  })
}

/**
 * Loader of /Status/ and /Review/: the status (a failure is the route's error state), then the
 * technician's name read ahead, so the screen appears whole (its failure only means "N/D").
 */
async function loadCaseScreen(
  { queryClient }: GateOptions,
  destination: (record: CaseRecord | null) => CaseRoute | null,
): Promise<void> {
  const options = caseStatusQueryOptions(sessionPfId())
  const record = await queryClient.fetchQuery(options)
  const to = destination(record)
  if (to) throw redirect({ to, replace: true })
  if (record?.uupfid) {
    // Loaded here, not imported at the top: the gates run from the first bundle, the exchange
    // schemas (the whole person record) need not.
    const { personSummaryQueryOptions } = await import('@/features/session/api/person-summary')
    await queryClient.prefetchQuery(personSummaryQueryOptions(record.uupfid))
  }
}

export const loadStatusScreen = (options: GateOptions) => loadCaseScreen(options, statusDestination)
export const loadReviewScreen = (options: GateOptions) => loadCaseScreen(options, reviewDestination)
