import { createFileRoute } from '@tanstack/react-router'
import { TutorialCnisScreen } from '@/features/pages/components/tutorial-cnis-screen'

export const Route = createFileRoute('/TutorialCnis')({
  staticData: { offline: true },
  component: TutorialCnisScreen,
})
