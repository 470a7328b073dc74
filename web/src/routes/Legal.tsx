import { createFileRoute } from '@tanstack/react-router'
import { LegalScreen } from '@/features/pages/components/legal-screen'

export const Route = createFileRoute('/Legal')({
  staticData: { offline: true },
  component: LegalScreen,
})
