import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityScreen } from '@/features/pages/components/accessibility-screen'

export const Route = createFileRoute('/Acessibilidade')({
  staticData: { offline: true },
  component: AccessibilityScreen,
})
