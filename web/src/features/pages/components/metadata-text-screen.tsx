import { useQuery } from '@tanstack/react-query'
import { ScreenTitle } from '@/components/ui/screen-title'
import { metadataQueryOptions } from '@/features/tenant/api/metadata'
import { LoadStatus } from '@/components/ui/load-status'

/** Paragraphs are separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** Spec §2 "Privacy and Termos": a text of `termos_privacidade` from the metadata. */
export function MetadataTextScreen({
  title,
  field,
  empty,
}: {
  title: string
  field: 'termos_uso' | 'privacidade'
  /** Shown when the metadata has no text. */
  empty: string
}) {
  const metadata = useQuery(metadataQueryOptions())
  const blocks = metadata.data ? paragraphs(metadata.data.termos_privacidade[field]) : []
  return (
    <section className="screen screen-text">
      <ScreenTitle>{title}</ScreenTitle>
      <LoadStatus pending={metadata.isPending} failed={metadata.isError} />
      {metadata.data && blocks.length === 0 && <p className="lead">{empty}</p>}
      {blocks.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  )
}
