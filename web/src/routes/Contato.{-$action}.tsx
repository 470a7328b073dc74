import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/pages/components/placeholder-screen'
import { t } from '../text/pt-BR'

export const Route = createFileRoute('/Contato/{-$action}')({
  staticData: { offline: true },
  component: () => (
    <PlaceholderScreen title={t.pages.contato.title} text={t.pages.contato.placeholder} />
  ),
})
