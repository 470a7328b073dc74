import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query'
import { writeDeviceCopyNow } from '@/features/offline/device-cache'
import { getSessionUser } from '@/features/session/session'
import { clearDraft } from '@/lib/drafts'
import { describeFailure } from '@/lib/errors'
import { readToken } from '@/lib/token'

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
  /** Unique per save. */
  id: string
  /** When it was made (ms since the epoch). */
  at: number
  /** What it does, in the person's words ("Email: maria@…"): said if it is refused. */
  label: string
  /** The draft of the form it was made from (docs/decisions/021), removed once it is saved. */
  draft?: string
  /** Made from a draft that came back after a reload: checked against the list first. */
  fromRestoredDraft?: boolean
}

/** One kind of save: what it sends and what it makes stale. */
export interface SaveKind<Body> {
  /** The save's name in its mutation key: 'contatos:emails:add'… */
  kind: string
  send: (pfId: number, body: Body, queryClient: QueryClient) => Promise<unknown>
  /**
   * True when the server already holds what it would do (a create whose item is listed, a
   * removal whose item is gone). Asked before a save that may have reached the server already
   * (a replay), so nothing is done twice.
   */
  alreadySaved?: (pfId: number, body: Body) => Promise<boolean>
  /** The reads a successful save makes stale (read again after it). */
  stale: (pfId: number, body: Body) => QueryKey[]
  /**
   * The failure as the server gave it, when `send` wraps it (an upload says at which stage it
   * stopped): whether it passes, and a 401, are judged on this.
   */
  causeOf?: (error: unknown) => unknown
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

/**
 * After the first failure 1 s, then 2 s, 4 s… up to a minute; a save waiting for its person is
 * looked at again every 2 s (no request: it only checks the session), so it goes soon after the
 * login.
 */
export const retryDelay = (failures: number, error?: unknown) =>
  error instanceof WaitingForPerson
    ? WAITING_FOR_PERSON_DELAY_MS
    : Math.min(1_000 * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_DELAY_MS)

const WAITING_FOR_PERSON_DELAY_MS = 2_000

/** When this page started: a save made before it may have reached the server already. */
const pageStarted = Date.now()
/** The saves this page has sent at least once. */
const sentOnce = new Set<string>()

/**
 * Whether a save may already have reached the server: tried before (its answer lost), made on an
 * earlier page (a reload, a discarded tab), or made from a draft that came back after a reload,
 * whose own save may be waiting too.
 */
const mayHaveArrived = (variables: SaveVariables) =>
  sentOnce.has(variables.id) || variables.at < pageStarted || variables.fromRestoredDraft === true

/**
 * The token a save was refused with (401): the server ended that session, whatever its expiry
 * says on this device. Saves wait until another token (the next login) is stored.
 */
let refusedToken: string | null = null

const isUnauthorized = (error: unknown) => {
  const failure = describeFailure(error)
  return failure.kind === 'http' && failure.status === 401
}

/** Whether the save can go now: its person is logged in, with a session the server accepts. */
function personPresent(pfId: number): boolean {
  if (getSessionUser()?.pfid !== pfId) return false
  return refusedToken === null || readToken() !== refusedToken
}

/**
 * Gives every kind of save its defaults on this query client: before the persisted mutations are
 * restored, so that those find what they send.
 */
export function registerSaves(queryClient: QueryClient, kinds: readonly SaveKind<never>[]): void {
  for (const save of kinds) {
    const causeOf = save.causeOf ?? ((error: unknown) => error)
    queryClient.setMutationDefaults(saveKey(save.kind), {
      mutationFn: async (variables: SaveVariables<never>) => {
        if (!personPresent(variables.pfId)) throw new WaitingForPerson()
        const token = readToken()
        try {
          // Exactly once: a save that may have reached the server already is checked first.
          if (
            mayHaveArrived(variables) &&
            (await save.alreadySaved?.(variables.pfId, variables.body))
          )
            return
          sentOnce.add(variables.id)
          await save.send(variables.pfId, variables.body, queryClient)
        } catch (error) {
          if (isUnauthorized(causeOf(error))) refusedToken = token
          throw error
        }
      },
      // On the device before it is sent: a reload finds it. The form's draft stays until the save
      // is made (onSettled), a second guard for what was typed (docs/decisions/028).
      onMutate: (variables: SaveVariables<never>) =>
        writeDeviceCopyNow(queryClient, variables.pfId),
      scope: SAVES_SCOPE,
      // Kept until sent or dismissed (a refusal stays on screen until she acts on it).
      gcTime: Infinity,
      retry: (_count, error) => isPassingFailure(causeOf(error)),
      retryDelay: (failures, error) => retryDelay(failures, causeOf(error)),
      onSettled: async (_data, error, variables: SaveVariables<never>) => {
        if (error && isPassingFailure(causeOf(error))) return
        // Made from a form: its draft is done with (it may have come back after a reload).
        if (!error && variables.draft) clearDraft(variables.pfId, variables.draft)
        await Promise.all(
          save.stale(variables.pfId, variables.body).map(async (queryKey) => {
            // A read begun before the save (a reload's prefetch while a replay goes) would answer
            // without it and count as fresh: it is stopped, and the list read again, in use or not.
            await queryClient.cancelQueries({ queryKey })
            await queryClient.invalidateQueries({ queryKey, refetchType: 'all' })
          }),
        )
      },
    })
  }
}

/**
 * New variables for a save of `body` by `pfId`, `label` saying what it does; made from a form,
 * its draft's key and whether that draft came back after a reload.
 */
export function saveVariables<Body>(
  pfId: number,
  body: Body,
  label: string,
  form?: { draft: string; restored: boolean },
): SaveVariables<Body> {
  return {
    pfId,
    body,
    label,
    id: crypto.randomUUID(),
    at: Date.now(),
    ...(form && { draft: form.draft, fromRestoredDraft: form.restored }),
  }
}
