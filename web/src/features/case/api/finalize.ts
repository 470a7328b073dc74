import { recadClient } from '@censo/contracts/client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { api } from '@/lib/api/api'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/case'
import { getSessionUser } from '@/features/session/session'
import { reviewedFlag } from '../reviewed-flag'
import { caseStatusKey } from './case-status'

interface FinalizeOptions {
  /** What the caller forgets once the case is sent (the wizard: how far the person got). */
  onFinalized?: (pfId: number) => void
}

/**
 * Finalize (CONCLUIR confirmed, census-wizard §4 and §7): creates the case check record with
 * status locked, removes the 'reviewed' flag and leaves the wizard for /Status/. A failure shows
 * the spec's toast; `isPending` turns false again, so the wizard's loading stops.
 */
export function useFinalizeCaseMutation({ onFinalized }: FinalizeOptions = {}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationKey: ['case-finalize'],
    mutationFn: async () => {
      const user = getSessionUser()
      if (!user) throw new Error('finalize: no person in session')
      await recadClient.finalizeCase(api.recad, user.pfid)
      return { pfId: user.pfid }
    },
    onSuccess: async ({ pfId }) => {
      reviewedFlag.remove()
      onFinalized?.(pfId)
      await queryClient.invalidateQueries({ queryKey: caseStatusKey(pfId) })
      await navigate({ to: '/Status/' })
    },
    onError: (error) => {
      console.error('finalize failed', error)
      toast.error(t.case.finalizeFailure)
      // A refused finalize (409: the case is already locked, say from another tab) must not be
      // answered from a stale cache the next time /Censo/ checks the status.
      const pfId = getSessionUser()?.pfid
      if (pfId) void queryClient.invalidateQueries({ queryKey: caseStatusKey(pfId) })
    },
  })
}
