import { storage } from './storage'

/**
 * Where a person's form drafts live (docs/decisions/021), apart from the drafts themselves so
 * that logging out (on every screen, the first one included) clears them without loading the
 * drafts' code.
 */
export const personDraftPrefix = (pfId: number) => `draft_${pfId}_`
/** Step 0's local copy before the drafts (ADR 010): removed with the person's drafts. */
export const legacyProfileKey = (pfId: number) => `perfil_${pfId}`

/** Every draft of one person (their logout on a shared phone); other persons' stay. */
export function clearPersonDrafts(pfId: number): void {
  storage.removeAll(personDraftPrefix(pfId))
  storage.remove(legacyProfileKey(pfId))
}
