import type { QueryClient } from '@tanstack/react-query'
import { nextTask } from '@/lib/tasks'

/** Every read of the wizard's steps is under this key. */
const WIZARD_KEY = ['wizard']

/**
 * Every step's data read again, as `invalidateQueries` does, but the reads on screen asked one per
 * task: the last step asks for the dozen at once as it opens, and starting a request costs a
 * cheap phone several milliseconds (`prefetchWizard`, docs/decisions/025). All are marked stale
 * at once, so a step opened meanwhile asks for its own on mounting.
 */
export async function rereadWizard(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: WIZARD_KEY, refetchType: 'none' })
  const onScreen = queryClient.getQueryCache().findAll({ queryKey: WIZARD_KEY, type: 'active' })
  for (const query of onScreen) {
    await nextTask()
    void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' })
  }
}
