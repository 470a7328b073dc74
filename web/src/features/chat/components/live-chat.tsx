import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { config } from '@/config/env'
import * as t from '@/text/pt-BR/core'
import { useTenant } from '@/features/tenant/tenant'
import { chatAllowed, setChatOpen, useChatOpen } from '../chat'

// The stand-in's panel loads the first time the chat opens, not with the screen.
const ChatStandInPanel = lazy(() =>
  import('./chat-stand-in').then((module) => ({ default: module.ChatStandInPanel })),
)

/**
 * The live chat widget on every screen, with the bot id of the metadata. When the selected
 * entity has live_chat 0 it is not rendered at all (and a loaded script is removed).
 */
export function LiveChat() {
  const tenant = useTenant()
  const allowed = tenant.status === 'ready' && chatAllowed(tenant.entity)
  useEffect(() => {
    if (!allowed) setChatOpen(false)
  }, [allowed])
  if (tenant.status !== 'ready' || !allowed) return null
  const botId = tenant.metadata.contatos_censo.chat.bot_id
  return config.chatScriptUrl ? (
    <ChatScript src={config.chatScriptUrl} botId={botId} />
  ) : (
    <ChatStandIn botId={botId} />
  )
}

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
 * button and, once opened, a non-modal panel (chat-stand-in.tsx). Closed, the focus goes back to
 * the launcher.
 */
function ChatStandIn({ botId }: { botId: string }) {
  const open = useChatOpen()
  const panelId = useId()
  const launcherRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // Opened once, the panel stays mounted (hidden while closed).
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)

  useEffect(() => {
    if (!open && wasOpen.current) launcherRef.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <div className="chat-widget" data-bot-id={botId}>
      {opened && (
        <Suspense fallback={null}>
          <ChatStandInPanel id={panelId} botId={botId} open={open} />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setChatOpen(!open)}
      >
        <ChatIcon />
        <span>{t.chat.title}</span>
      </button>
    </div>
  )
}

/** The provider's widget: a script given the bot id, drawing inside its container. */
export function ChatScript({ src, botId }: { src: string; botId: string }) {
  useEffect(() => {
    const script = document.createElement('script')
    let gone = false
    // The Trusted Types policy loads with the widget, not with the first screen's code.
    void import('@/lib/trusted-types').then(({ allowScriptOrigin, scriptUrl }) => {
      if (gone) return
      allowScriptOrigin(src)
      script.src = scriptUrl(src)
      script.async = true
      script.dataset.botId = botId
      script.dataset.container = 'censo-live-chat'
      script.addEventListener('error', () => console.warn('chat: widget script failed', src))
      document.body.append(script)
    })
    return () => {
      gone = true
      script.remove()
    }
  }, [src, botId])
  return <div id="censo-live-chat" className="chat-widget" data-bot-id={botId} />
}
