import { createFileRoute } from '@tanstack/react-router'
import { InfoScreen } from '@/features/pages/components/info-screen'

export const Route = createFileRoute('/Info')({
  staticData: { offline: true },
  component: InfoScreen,
})
