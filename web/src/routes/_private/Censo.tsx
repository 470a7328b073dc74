import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { forgetCaseStatus } from '@/features/case/case-gates'
import { lazy, useEffect, useRef } from 'react'
import { OfflineScreen } from '@/features/offline/components/offline-screen'
import { useOnline } from '@/features/offline/use-online'
import { getSessionUser } from '@/features/session/session'
import { startInBackground } from '@/lib/background'
import { nextTask } from '@/lib/tasks'
import { WizardScreen } from '@/features/wizard/components/wizard-screen'

// React's own lazy, not the router's split: the router's lazy pending component suspends with a
// conditional use(), which React 19.3 reports in dev on every opening (docs/decisions/025).
const WizardPending = lazy(() =>
  import('@/features/wizard/components/wizard-pending').then((module) => ({
    default: module.WizardPending,
  })),
)

/** The code that asks for every step's data (its chunk, with the steps'). */
const loadPrefetch = () => import('@/features/wizard/prefetch')

/**
 * Opening /Censo/ (census-wizard §4): the case status decides first (locked or done → /Status/,
 * released and not yet reviewed → /Review/, 404 → stay; other failures → toast and `/`). In the
 * loader, like /Status/ and /Review/, so the wizard's frame shows while the status is asked.
 */
export const Route = createFileRoute('/_private/Censo')({
  loader: async ({ context: { queryClient } }) => {
    const pfId = getSessionUser()?.pfid
    // Most openings stay on the wizard: its code (the steps) downloads while the case status is
    // asked, not after the answer; started in a task of its own, as adding its preload links takes
    // a cheap phone tens of milliseconds (docs/decisions/025).
    const wizard = new Promise((resolve) => setTimeout(resolve, 0)).then(loadPrefetch)
    // The gate's code loads with the route, not with the first screen.
    const { checkCensoEntry } = await import('@/features/case/case-gates')
    const reached = await checkCensoEntry({ queryClient })
    // The copy's saves not yet sent, and its reads when the server cannot be reached; then every
    // step's data asked for at once: the steps show their own loading and error states.
    const { openWizardCopy, prefetchWizard } = await wizard
    const hasCopy = await openWizardCopy(queryClient, pfId, reached)
    startInBackground(prefetchWizard(queryClient, pfId))
    // The route then renders (a synchronous render of the router's store) in a task of its own,
    // not in the one the device copy's answer resumed (docs/decisions/025, issue 41).
    await nextTask()
    return { reached, hasCopy }
  },
  // Its gate decides on every opening, so it is not preloaded (case-gates.ts).
  preload: false,
  // The frame (title, location question, loading line) while the loader runs, from a small
  // chunk of its own that the page preloads (src/build/route-preload.ts).
  pendingComponent: WizardPending,
  pendingMs: 0,
  pendingMinMs: 0,
  // Offline, the wizard shows the person's copy kept on the device (docs/decisions/028).
  staticData: { opensOffline: true },
  // The wizard (and its form code) is split into this route's own chunk.
  component: CensoScreen,
})

/**
 * The wizard, or the offline screen when the server could not be reached and this device keeps
 * no copy of the person's data. Back online after a time without the network, it asks again: the
 * gate (a case locked or released meanwhile takes over) and the reads.
 */
function CensoScreen() {
  const { reached, hasCopy } = Route.useLoaderData()
  const online = useOnline()
  const router = useRouter()
  const queryClient = useQueryClient()
  const wasOnline = useRef(online)
  useEffect(() => {
    const cameBack = online && !wasOnline.current
    wasOnline.current = online
    if (cameBack) void forgetCaseStatus(queryClient).then(() => router.invalidate())
  }, [online, queryClient, router])
  return reached || hasCopy ? <WizardScreen /> : <OfflineScreen />
}
