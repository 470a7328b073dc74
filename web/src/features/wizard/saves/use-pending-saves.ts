import { useMutationState, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { describeFailure } from '@/lib/errors'
import type { SaveVariables } from './queued-saves'

/** A save of the person not yet sent, or refused by the server (docs/decisions/028). */
export interface PendingSave<Body> {
  /** The mutation's id in the cache (for Descartar). */
  mutationId: number
  /** Its kind (the third part of its mutation key). */
  kind: string
  body: Body
  /** `refused`: the server answered with a refusal (a 4xx); its message, when it gave one. */
  state: 'waiting' | 'refused'
  message: string | undefined
  /** The refusal as it was thrown (undefined while it waits). */
  error: unknown
}

/** Every save's mutation key begins so. */
const SAVES_KEY = ['wizard', 'save']

const isVariables = (value: unknown): value is SaveVariables =>
  typeof value === 'object' && value !== null && 'pfId' in value && 'id' in value

/** The saves of `kinds` (one or several) by `pfId` that have not gone through, oldest first. */
export function usePendingSaves<Body>(
  kinds: string | readonly string[],
  pfId: number,
): PendingSave<Body>[] {
  const wanted: readonly unknown[] = typeof kinds === 'string' ? [kinds] : kinds
  return useMutationState({
    filters: {
      mutationKey: SAVES_KEY,
      predicate: (mutation) =>
        wanted.includes(mutation.options.mutationKey?.[2]) &&
        (mutation.state.status === 'pending' || mutation.state.status === 'error') &&
        isVariables(mutation.state.variables) &&
        mutation.state.variables.pfId === pfId,
    },
    select: (mutation) => {
      const { status, variables, error } = mutation.state
      const failure = status === 'error' ? describeFailure(error) : null
      return {
        mutationId: mutation.mutationId,
        kind: String(mutation.options.mutationKey?.[2]),
        // The filter above let only a save's variables through.
        // oxlint-disable-next-line typescript/no-unsafe-type-assertion
        body: (variables as SaveVariables<Body>).body,
        state: status === 'error' ? ('refused' as const) : ('waiting' as const),
        message: failure?.kind === 'http' ? failure.error?.message : undefined,
        error: status === 'error' ? error : undefined,
      }
    },
  })
}

/**
 * Drops a refused save from the device (the mutation cache, and so the copy): Descartar of its
 * card, by its mutation's id, or a refusal the screen has just told her of, by its variables.
 */
export function useDismissSave(): (save: number | SaveVariables) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (save) => {
      const cache = queryClient.getMutationCache()
      const mutation = cache
        .getAll()
        .find((candidate) =>
          typeof save === 'number'
            ? candidate.mutationId === save
            : isVariables(candidate.state.variables) && candidate.state.variables.id === save.id,
        )
      if (mutation) cache.remove(mutation)
    },
    [queryClient],
  )
}
