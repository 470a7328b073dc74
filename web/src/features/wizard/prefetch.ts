import type { QueryClient } from '@tanstack/react-query'
import { nextTask } from '@/lib/tasks'
import { STEPS } from './steps'

/**
 * Every step's data asked for, before anything waits for it (the /Censo/ loader): one read per
 * task, as starting a request costs a cheap phone several milliseconds (tens for the first) and
 * the steps' dozen in one task was one of /Censo/'s long tasks (docs/decisions/025).
 */
export async function prefetchWizard(queryClient: QueryClient, pfId: number): Promise<void> {
  for (const [index, read] of STEPS.flatMap((step) => step.prefetch(pfId)).entries()) {
    if (index > 0) await nextTask()
    void read(queryClient)
  }
}
