import { createFileRoute } from '@tanstack/react-router'
import { CaseLoadError, CaseLoading } from '@/features/case/components/case-route-states'
import { ReviewScreen } from '@/features/case/components/review-screen'

/** Spec §4: only a released case shows the review screen; any other status → /Censo/. */
export const Route = createFileRoute('/_private/Review')({
  loader: async ({ context }) => {
    // The gate's code loads with the route, not with the first screen.
    const { loadReviewScreen } = await import('@/features/case/case-gates')
    return loadReviewScreen({ queryClient: context.queryClient })
  },
  // Its gate decides on every opening, so it is not preloaded (case-gates.ts).
  preload: false,
  pendingComponent: CaseLoading,
  errorComponent: CaseLoadError,
  component: ReviewScreen,
})
