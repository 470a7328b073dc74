import { createFileRoute } from '@tanstack/react-router'
import { SobreScreen } from '@/features/pages/components/sobre-screen'

export const Route = createFileRoute('/Sobre')({
  staticData: { offline: true },
  component: SobreScreen,
})
