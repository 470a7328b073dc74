import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/pages/components/home-screen'

/** Alias of `/`. */
export const Route = createFileRoute('/About')({
  staticData: { offline: true },
  component: HomeScreen,
})
