import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../../features/pages/components/placeholder-screen'
import { t } from '../../text/pt-BR'

export const Route = createFileRoute('/_private/Review')({
  component: () => (
    <PlaceholderScreen title={t.pages.review.title} text={t.pages.review.placeholder} />
  ),
})
