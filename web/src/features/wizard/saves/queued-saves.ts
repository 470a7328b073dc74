import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query'
import { getSessionUser } from '@/features/session/session'
import { describeFailure } from '@/lib/errors'

/**
 * The wizard's saves as TanStack Query mutations that outlive the screen and the page
 * (docs/decisions/028): each kind of save has its defaults (`setMutationDefaults`: what it sends,
 * its retry, its scope), so a save made offline is a paused mutation that the persisted mutation
 * cache brings back after a reload and that resumes once online. One scope for all of them: they
 * are sent one at a time, in the order they were made.
 */

/** What a queued save carries: its person, its body, and its own id and time. */
export interface SaveVariables<Body = unknown> {
  pfId: number
  body: Body
  /** Unique per save: a replay is recognised by it on this page. */
  id: string
  /** When it was made (ms since the epoch). */
  at: number
}

/** One kind of save: what it sends and what it makes stale. */
export interface SaveKind<Body> {
  /** The save's name in its mutation key: 'contatos:emails:add'… */
  kind: string
  send: (pfId: number, body: Body) => Promise<unknown>
  /**
   * For a create: true when the server already holds it. Asked before a replay (a save that may
   * have reached the server before its answer was lost), so it is never created twice.
   */
  alreadySaved?: (pfId: number, body: Body) => Promise<boolean>
  /** The reads a successful save makes stale (read again after it). */
  stale: (pfId: number) => QueryKey[]
}

export const saveKey = (kind: string): MutationKey => ['wizard', 'save', kind]

/** Every save in one scope: one at a time, in order (TanStack Query's mutation scopes). */
export const SAVES_SCOPE = { id: 'wizard-saves' }

/** Waits at most this long between two tries of a save that failed for a passing reason. */
export const LONGEST_RETRY_DELAY_MS = 60_000

/** A save of a person who is not the one logged in now: it waits for them. */
export class WaitingForPerson extends Error {
  override name = 'WaitingForPerson'
}

/**
 * A failure that passes: no answer at all, a server failure (5xx), a session that ended (401,
 * 403: the person logs in again), or a save waiting for its person. Anything else (a 4xx
 * refusal) ends the save.
 */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof WaitingForPerson) return true
  const failure = describeFailure(error)
  if (failure.kind === 'network') return true
  if (failure.kind !== 'http') return false
  return failure.status >= 500 || failure.status === 401 || failure.status === 403
}

/** After the first failure 1 s, then 2 s, 4 s… up to a minute. */
export const retryDelay = (failures: number) =>
  Math.min(1_000 * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_DELAY_MS)

/** When this page started: a save made before it may have reached the server already. */
const pageStarted = Date.now()
/** The saves this page has sent at least once. */
const sentOnce = new Set<string>()

/** Whether a save may already have reached the server (it is being replayed). */
const mayHaveArrived = (variables: SaveVariables) =>
  sentOnce.has(variables.id) || variables.at < pageStarted

/**
 * Gives every kind of save its defaults on this query client: before the persisted mutations are
 * restored, so that those find what they send.
 */
export function registerSaves(queryClient: QueryClient, kinds: readonly SaveKind<never>[]): void {
  for (const save of kinds) {
    queryClient.setMutationDefaults(saveKey(save.kind), {
      mutationFn: async (variables: SaveVariables<never>) => {
        if (getSessionUser()?.pfid !== variables.pfId) throw new WaitingForPerson()
        if (
          save.alreadySaved &&
          mayHaveArrived(variables) &&
          (await save.alreadySaved(variables.pfId, variables.body))
        ) {
          return
        }
        sentOnce.add(variables.id)
        await save.send(variables.pfId, variables.body)
      },
      scope: SAVES_SCOPE,
      // Kept until sent or dismissed (a refusal stays on screen until she acts on it).
      gcTime: Infinity,
      retry: (_count, error) => isPassingFailure(error),
      retryDelay,
      onSettled: async (_data, error, variables: SaveVariables<never>) => {
        if (error && isPassingFailure(error)) return
        await Promise.all(
          save.stale(variables.pfId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        )
      },
    })
  }
}

/** New variables for a save of `body` by `pfId`. */
export function saveVariables<Body>(pfId: number, body: Body): SaveVariables<Body> {
  return { pfId, body, id: crypto.randomUUID(), at: Date.now() }
}
