import { createFileRoute } from '@tanstack/react-router'
import { getSessionUser } from '@/features/session/session'
import { WizardScreen } from '@/features/wizard/components/wizard-screen'

/**
 * Opening /Censo/ (census-wizard §4): the case status decides first (locked or done → /Status/,
 * released and not yet reviewed → /Review/, 404 → stay; other failures → toast and `/`).
 */
export const Route = createFileRoute('/_private/Censo')({
  beforeLoad: async ({ context, preload }) => {
    // Most openings stay on the wizard: its code (the steps) downloads while the case status is
    // asked, not after the answer; started in a task of its own, as adding its preload links
    // takes a cheap phone tens of milliseconds (docs/decisions/025).
    setTimeout(() => void import('@/features/wizard/prefetch'), 0)
    // The gate's code loads with the route, not with the first screen.
    const { checkCensoEntry } = await import('@/features/case/case-gates')
    return checkCensoEntry({ queryClient: context.queryClient, preload })
  },
  // Every step's data asked for at once; the steps show their own loading and error states.
  loader: async ({ context }) => {
    const user = getSessionUser()
    if (!user) return
    const { prefetchWizard } = await import('@/features/wizard/prefetch')
    prefetchWizard(context.queryClient, user.pfid)
  },
  // A lost connection leaves the open wizard on screen: its forms keep drafts (ADR 021).
  staticData: { keepWhileOffline: true },
  // The wizard (and its form code) is split into this route's own chunk.
  component: WizardScreen,
})
