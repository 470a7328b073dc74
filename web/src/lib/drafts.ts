import { storage } from './storage'
import { personDraftPrefix } from './draft-keys'

/**
 * Drafts (docs/decisions/021): what a person typed in a form and has not saved yet, kept in
 * localStorage per person and form, `draft_<pf_id>_<form key>` →
 * `{ at, base, values }` (only the fields that differ from what the form loaded).
 * Bounds: a draft of more than DRAFT_MAX_CHARS characters is not kept, a person keeps at most
 * DRAFTS_PER_PERSON (the oldest goes), and a draft older than DRAFT_MAX_AGE_MS is dropped.
 */
export const DRAFT_MAX_CHARS = 16_000
export const DRAFTS_PER_PERSON = 30
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export type DraftValues = Record<string, unknown>

export interface StoredDraft {
  /** When it was written (ms since the epoch). */
  at: number
  /** The version of the record it was typed over ('' when the form has none). */
  base: string
  values: DraftValues
}

export const draftKey = (pfId: number, key: string) => `${personDraftPrefix(pfId)}${key}`

function parse(raw: string | null): StoredDraft | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object') return null
    const { at, base, values } = value as Partial<StoredDraft>
    if (typeof at !== 'number' || typeof base !== 'string') return null
    if (!values || typeof values !== 'object' || Array.isArray(values)) return null
    return { at, base, values }
  } catch {
    return null
  }
}

/** The person's draft of a form, when there is one for this version of the record. */
export function readDraft(pfId: number, key: string, base = ''): DraftValues | null {
  const draft = parse(storage.get(draftKey(pfId, key)))
  if (!draft) return null
  if (draft.base !== base || Date.now() - draft.at > DRAFT_MAX_AGE_MS) {
    storage.remove(draftKey(pfId, key))
    return null
  }
  return draft.values
}

/** Keeps the changed values (none: the draft goes); false when it was too large to keep. */
export function writeDraft(pfId: number, key: string, base: string, values: DraftValues): boolean {
  if (Object.keys(values).length === 0) {
    clearDraft(pfId, key)
    return true
  }
  const text = JSON.stringify({ at: Date.now(), base, values } satisfies StoredDraft)
  if (text.length > DRAFT_MAX_CHARS) {
    clearDraft(pfId, key)
    return false
  }
  storage.set(draftKey(pfId, key), text)
  keepNewest(pfId)
  return true
}

export function clearDraft(pfId: number, key: string): void {
  storage.remove(draftKey(pfId, key))
}

function keepNewest(pfId: number): void {
  const prefix = personDraftPrefix(pfId)
  const keys = storage.keys(prefix)
  if (keys.length <= DRAFTS_PER_PERSON) return
  const byAge = keys
    .map((key) => ({ key, at: parse(storage.get(key))?.at ?? 0 }))
    .toSorted((a, b) => a.at - b.at)
  for (const { key } of byAge.slice(0, keys.length - DRAFTS_PER_PERSON)) storage.remove(key)
}
