import { createFileRoute } from '@tanstack/react-router'
import { loadReviewScreen } from '../../features/case/case-gates'
import { CaseLoadError, CaseLoading } from '../../features/case/components/case-route-states'
import { ReviewScreen } from '../../features/case/components/review-screen'

/** Spec §4: only a released case shows the review screen; any other status → /Censo/. */
export const Route = createFileRoute('/_private/Review')({
  loader: ({ context, preload }) => loadReviewScreen({ queryClient: context.queryClient, preload }),
  pendingComponent: CaseLoading,
  errorComponent: CaseLoadError,
  component: ReviewScreen,
})
