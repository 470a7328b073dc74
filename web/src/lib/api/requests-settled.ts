import type { QueryClient } from '@tanstack/react-query'
import { pause } from '@/lib/tasks'

/** How often to look whether the app's requests have settled. */
export const QUIET_MS = 2000

/**
 * Resolves at the first look, `QUIET_MS` apart from the call on, that finds the app's requests
 * settled (no query fetching, no mutation running): the first screen has its data. For work that
 * can wait for it, such as the service worker's install, which downloads every chunk of the app
 * (docs/decisions/025).
 */
export async function whenRequestsSettle(queryClient: QueryClient): Promise<void> {
  do await pause(QUIET_MS)
  while (queryClient.isFetching() + queryClient.isMutating() > 0)
}
