import { createFileRoute } from '@tanstack/react-router'
import { MetadataTextScreen } from '@/features/pages/components/metadata-text-screen'
import * as t from '../text/pt-BR/pages'

export const Route = createFileRoute('/Privacy')({
  staticData: { offline: true },
  component: () => (
    <MetadataTextScreen
      title={t.pages.privacy.title}
      field="privacidade"
      empty={t.pages.privacy.empty}
    />
  ),
})
