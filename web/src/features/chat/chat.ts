import type { Entity } from '@censo/contracts'
import { useSyncExternalStore } from 'react'

/** Spec §4 "Live chat": shown unless the selected entity's contact has live_chat equal to 0. */
export function chatAllowed(entity: Entity | undefined): boolean {
  return entity?.contato.live_chat !== 0
}

/**
 * Whether the chat panel is open. The Contato screen's chat line opens it; a configured widget
 * script hears it as the window event `censo-chat:open` (docs/decisions/009).
 */
export const CHAT_OPEN_EVENT = 'censo-chat:open'
let open = false
const listeners = new Set<() => void>()

export function setChatOpen(value: boolean): void {
  if (open === value) return
  open = value
  for (const listener of listeners) listener()
  if (value) window.dispatchEvent(new Event(CHAT_OPEN_EVENT))
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => open,
    () => false,
  )
}
