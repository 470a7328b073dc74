import type { QueryClient } from '@tanstack/react-query'
import { openDeviceCache } from '@/features/offline/device-cache'
import { nextTask } from '@/lib/tasks'
import { registerSaves } from './saves/queued-saves'
import { STEPS } from './steps'

/**
 * Every step's data asked for, before anything waits for it (the /Censo/ loader): one read per
 * task, as starting a request costs a cheap phone several milliseconds (tens for the first) and
 * the steps' dozen in one task was one of /Censo/'s long tasks (docs/decisions/025). The first
 * one too: called where the device copy's answer resumes the loader, it made that task, with the
 * route's render, the opening's longest (issue 41).
 */
export async function prefetchWizard(queryClient: QueryClient, pfId?: number): Promise<void> {
  // Logged out meanwhile: nothing to ask (the route's guard sends the visitor to `/`).
  if (pfId === undefined) return
  for (const read of STEPS.flatMap((step) => step.prefetch(pfId))) {
    await nextTask()
    void read(queryClient)
  }
}

/**
 * The person's copy of the wizard's data kept on the device, put back into the query cache and
 * kept from then on (docs/decisions/028): its saves not yet sent, and its reads when the server
 * could not be reached (`reached` false). True when it held any of the wizard's reads; false when
 * there is no person or the device keeps nothing readable.
 */
export function openWizardCopy(
  queryClient: QueryClient,
  pfId: number | undefined,
  reached: boolean,
): Promise<boolean> {
  // Before the copy is restored: its saves not yet sent find what they send.
  registerSaves(
    queryClient,
    STEPS.flatMap((step) => step.saves ?? []),
  )
  if (pfId === undefined) return Promise.resolve(false)
  return openDeviceCache(queryClient, pfId, { reads: !reached })
}
