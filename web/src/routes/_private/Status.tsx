import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../../features/pages/components/placeholder-screen'
import { t } from '../../text/pt-BR'

export const Route = createFileRoute('/_private/Status')({
  component: () => (
    <PlaceholderScreen title={t.pages.status.title} text={t.pages.status.placeholder} />
  ),
})
