import type { QueryClient } from '@tanstack/react-query'
import { nextTask } from '@/lib/tasks'
import { STEPS } from './steps'

/**
 * Every step's data asked for, before anything waits for it (the /Censo/ loader): one step per
 * task, as starting a request costs a cheap phone a few milliseconds and the steps' dozen in one
 * task was one of /Censo/'s long tasks (docs/decisions/025).
 */
export async function prefetchWizard(queryClient: QueryClient, pfId: number): Promise<void> {
  for (const [index, step] of STEPS.entries()) {
    if (index > 0) await nextTask()
    step.prefetch(queryClient, pfId)
  }
}
