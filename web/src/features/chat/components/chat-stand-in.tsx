import { useEffect, useRef } from 'react'
import * as t from '@/text/pt-BR/core'
import { setChatOpen } from '../chat'

/**
 * The stand-in's panel (no chat script configured): says what it is and shows the bot id it
 * would use. Loaded the first time the chat opens; the launcher (live-chat.tsx) is on screen
 * from the start. Open, it takes the focus and closes on Escape.
 */
export function ChatStandInPanel({
  id,
  botId,
  open,
}: {
  id: string
  botId: string
  open: boolean
}) {
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return undefined
    closeRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChatOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <section id={id} className="chat-panel" aria-labelledby={`${id}-title`} hidden={!open}>
      <h2 id={`${id}-title`} className="chat-title">
        {t.chat.title}
      </h2>
      <p>{t.chat.standIn}</p>
      <p className="chat-bot">{t.chat.botId(botId)}</p>
      <button
        ref={closeRef}
        type="button"
        className="btn btn-secondary btn-block"
        onClick={() => setChatOpen(false)}
      >
        {t.chat.close}
      </button>
    </section>
  )
}
