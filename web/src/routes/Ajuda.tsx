import { createFileRoute } from '@tanstack/react-router'
import { HelpScreen } from '@/features/pages/components/help-screen'

export const Route = createFileRoute('/Ajuda')({
  staticData: { offline: true },
  component: HelpScreen,
})
