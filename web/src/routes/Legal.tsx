import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/pages/components/placeholder-screen'
import { t } from '../text/pt-BR'

export const Route = createFileRoute('/Legal')({
  staticData: { offline: true },
  component: () => (
    <PlaceholderScreen title={t.pages.legal.title} text={t.pages.legal.placeholder} />
  ),
})
