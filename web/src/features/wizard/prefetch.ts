import type { QueryClient } from '@tanstack/react-query'
import { STEPS } from './steps'

/** Every step's data asked for at once, before anything waits for it (the /Censo/ loader). */
export function prefetchWizard(queryClient: QueryClient, pfId: number): void {
  for (const step of STEPS) step.prefetch(queryClient, pfId)
}
