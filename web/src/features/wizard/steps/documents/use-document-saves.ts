import { usePendingSaves, type PendingSave } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { documentSaveKind } from './api/documents'
import { DOCUMENT_KEYS, type DocumentKey, type DocValues } from './rules'

const KIND_OF_KEY = new Map(DOCUMENT_KEYS.map((key) => [documentSaveKind(key), key]))

/** A document section's save not yet made (docs/decisions/028). */
export type DocumentSave = PendingSave<DocValues>

/**
 * The newest save not yet made of each document section of the person: waiting (offline, or tried
 * again after a server failure) or refused once sent. Its values are what the section shows and
 * what counts for its mark until it is made.
 */
export function useDocumentSaves(): Partial<Record<DocumentKey, DocumentSave>> {
  const { pfId } = useWizard()
  const saves = usePendingSaves<DocValues>([...KIND_OF_KEY.keys()], pfId)
  const newest: Partial<Record<DocumentKey, DocumentSave>> = {}
  // Oldest first: the last one of a section is its newest.
  for (const save of saves) {
    const key = KIND_OF_KEY.get(save.kind)
    if (key) newest[key] = save
  }
  return newest
}

/** The values a section shows: its newest save still waiting, over what the server holds. */
export const shownValues = (stored: DocValues, save: DocumentSave | undefined): DocValues =>
  save?.state === 'waiting' ? { ...stored, ...save.body } : stored
