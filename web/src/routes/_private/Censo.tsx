import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { getSessionUser } from '@/features/session/session'
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
  loader: async ({ context }) => {
    // Most openings stay on the wizard: its code (the steps) downloads while the case status is
    // asked, not after the answer; started in a task of its own, as adding its preload links
    // takes a cheap phone tens of milliseconds (docs/decisions/025).
    setTimeout(() => void loadPrefetch(), 0)
    // The gate's code loads with the route, not with the first screen.
    const { checkCensoEntry } = await import('@/features/case/case-gates')
    await checkCensoEntry({ queryClient: context.queryClient })
    // Then every step's data asked for at once; the steps show their own loading and error
    // states.
    const user = getSessionUser()
    if (!user) return
    const { prefetchWizard } = await loadPrefetch()
    void prefetchWizard(context.queryClient, user.pfid)
  },
  // Its gate decides on every opening, so it is not preloaded (case-gates.ts).
  preload: false,
  // The frame (title, location question, loading line) while the loader runs, from a small
  // chunk of its own that the page preloads (src/build/route-preload.ts).
  pendingComponent: WizardPending,
  pendingMs: 0,
  pendingMinMs: 0,
  // A lost connection leaves the open wizard on screen: its forms keep drafts (ADR 021).
  staticData: { keepWhileOffline: true },
  // The wizard (and its form code) is split into this route's own chunk.
  component: WizardScreen,
})
