import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../features/pages/components/placeholder-screen'
import { t } from '../text/pt-BR'

export const Route = createFileRoute('/TutorialCnis')({
  staticData: { offline: true },
  component: () => (
    <PlaceholderScreen title={t.pages.tutorialCnis.title} text={t.pages.tutorialCnis.placeholder} />
  ),
})
