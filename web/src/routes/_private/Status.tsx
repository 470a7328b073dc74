import { createFileRoute } from '@tanstack/react-router'
import { CaseLoadError, CaseLoading } from '@/features/case/components/case-route-states'
import { StatusScreen } from '@/features/case/components/status-screen'

/** Spec §4: done shows the receipt, locked the waiting text; released → /Review/; 404 → /Censo/. */
export const Route = createFileRoute('/_private/Status')({
  loader: async ({ context }) => {
    // The gate's code loads with the route, not with the first screen.
    const { loadStatusScreen } = await import('@/features/case/case-gates')
    return loadStatusScreen({ queryClient: context.queryClient })
  },
  // Its gate decides on every opening, so it is not preloaded (case-gates.ts).
  preload: false,
  pendingComponent: CaseLoading,
  errorComponent: CaseLoadError,
  component: StatusScreen,
})
