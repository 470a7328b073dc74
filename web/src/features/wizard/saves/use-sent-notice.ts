import {
  matchMutation,
  onlineManager,
  useQueryClient,
  type Mutation,
  type MutationCacheNotifyEvent,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'

/** Every save's mutation key begins so (queued-saves.ts). */
const SAVES_KEY = ['wizard', 'save']

/**
 * Says, with an information toast (a polite live region), when the saves kept on the device have
 * gone (docs/decisions/028): once the last of them is made, how many were. Kept on the device are
 * the saves made offline, which their screen said were kept ("…salvo neste aparelho…"), and those
 * restored from the copy or made before the wizard opened this time: no screen waits for them,
 * and their marks leave the cards silently. A refused one is not counted (its card says so); a
 * save whose own options say its outcome (a file's send, step 6) is left to them.
 */
export function useSentNotice(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const cache = queryClient.getMutationCache()
    const isKept = (mutation: Mutation) =>
      matchMutation({ mutationKey: SAVES_KEY }, mutation) &&
      mutation.options.onSuccess === undefined
    const kept = new Set(
      cache
        .findAll({ mutationKey: SAVES_KEY, status: 'pending' })
        .filter(isKept)
        .map((mutation) => mutation.mutationId),
    )
    let sent = 0
    const follow = (event: MutationCacheNotifyEvent) => {
      const id = event.mutation?.mutationId
      if (id === undefined) return
      if (event.type === 'removed') kept.delete(id)
      if (event.type !== 'updated') return
      const { action, mutation } = event
      // Made offline: kept on the device until the network is back.
      if (action.type === 'pending' && !onlineManager.isOnline() && isKept(mutation)) kept.add(id)
      if (!kept.has(id)) return
      if (action.type === 'success') sent += 1
      if (action.type === 'success' || action.type === 'error') kept.delete(id)
    }
    return cache.subscribe((event) => {
      follow(event)
      if (kept.size > 0 || sent === 0) return
      toast.show(t.wizard.saves.sent(sent))
      sent = 0
    })
  }, [queryClient])
}
