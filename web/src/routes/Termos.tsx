import { createFileRoute } from '@tanstack/react-router'
import { MetadataTextScreen } from '@/features/pages/components/metadata-text-screen'
import * as t from '../text/pt-BR/pages'

export const Route = createFileRoute('/Termos')({
  staticData: { offline: true },
  component: () => (
    <MetadataTextScreen
      title={t.pages.termos.title}
      field="termos_uso"
      empty={t.pages.termos.empty}
    />
  ),
})
