import { createFileRoute } from '@tanstack/react-router'
import { BiometriaScreen } from '@/features/biometrics/components/biometria-screen'

export const Route = createFileRoute('/_private/Biometria')({
  component: BiometriaScreen,
})
