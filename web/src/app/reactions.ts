import { toast } from '../components/ui/toast'
import { logout } from '@/features/session/session'
import * as t from '../text/pt-BR/core'
import { onGlobalReaction } from '@/lib/api/global-reactions'
import type { AppRouter } from './router'

/**
 * Spec §8 global reactions: 401 → toast and /Censo/ (once: not again from /Censo/ itself); 403 → "token invalid or expired" logged
 * and the logout routine.
 */
export function installGlobalReactions(router: AppRouter): void {
  onGlobalReaction((reaction, request) => {
    if (reaction === 'unauthorized') {
      toast.error(t.session.unauthorized)
      // Already there: navigating again would reload /Censo/, whose calls answer 401 again.
      if (router.state.location.pathname !== '/Censo/') void router.navigate({ to: '/Censo/' })
    } else {
      console.warn('token invalid or expired', request.url)
      // The session ended by itself: what the person typed waits for their next login (ADR 021).
      logout()
    }
  })
}
