import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../../features/pages/components/placeholder-screen'
import { t } from '../../text/pt-BR'

export const Route = createFileRoute('/_private/Censo')({
  component: () => (
    <PlaceholderScreen title={t.pages.censo.title} text={t.pages.censo.placeholder} />
  ),
})
