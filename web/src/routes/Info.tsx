import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/pages/components/placeholder-screen'
import { t } from '../text/pt-BR'

export const Route = createFileRoute('/Info')({
  staticData: { offline: true },
  component: () => <PlaceholderScreen title={t.pages.info.title} text={t.pages.info.placeholder} />,
})
