import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderScreen } from '../../features/pages/components/placeholder-screen'
import { t } from '../../text/pt-BR'

export const Route = createFileRoute('/_private/Biometria')({
  component: () => (
    <PlaceholderScreen title={t.pages.biometria.title} text={t.pages.biometria.placeholder} />
  ),
})
