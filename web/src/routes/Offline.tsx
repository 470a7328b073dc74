import { createFileRoute } from '@tanstack/react-router'
import { OfflineScreen } from '@/features/offline/components/offline-screen'

export const Route = createFileRoute('/Offline')({
  staticData: { offline: true },
  component: OfflineScreen,
})
