import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/pages/components/home-screen'

export const Route = createFileRoute('/')({
  staticData: { offline: true },
  component: HomeScreen,
})
