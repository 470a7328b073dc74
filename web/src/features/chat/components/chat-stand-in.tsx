import { useEffect, useId, useRef } from 'react'
import * as t from '@/text/pt-BR/chat'
import { setChatOpen, useChatOpen } from '../chat'

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h10V9H7zm0 4v2h7v-2H7z"
      />
    </svg>
  )
}

/**
 * The local stand-in for the chat provider's widget (no chat script configured): a launcher
 * button and a non-modal panel that says what it is and shows the bot id it would use.
 */
export function ChatStandIn({ botId }: { botId: string }) {
  const open = useChatOpen()
  const panelId = useId()
  const launcherRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (open) closeRef.current?.focus()
    else if (wasOpen.current) launcherRef.current?.focus()
    wasOpen.current = open
    if (!open) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChatOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="chat-widget" data-bot-id={botId}>
      <section
        id={panelId}
        className="chat-panel"
        aria-labelledby={`${panelId}-title`}
        hidden={!open}
      >
        <h2 id={`${panelId}-title`} className="chat-title">
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
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setChatOpen(!open)}
      >
        <ChatIcon />
        <span>{t.chat.title}</span>
      </button>
    </div>
  )
}
