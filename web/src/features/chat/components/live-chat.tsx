import { lazy, Suspense, useEffect } from 'react'
import { config } from '@/config/env'
import { useTenant } from '@/features/tenant/tenant'
import { chatAllowed, setChatOpen } from '../chat'

// The widget is not part of the first paint: its code and texts load after the screen.
const ChatStandIn = lazy(() =>
  import('./chat-stand-in').then((module) => ({ default: module.ChatStandIn })),
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
    <Suspense fallback={null}>
      <ChatStandIn botId={botId} />
    </Suspense>
  )
}

/** The provider's widget: a script given the bot id, drawing inside its container. */
export function ChatScript({ src, botId }: { src: string; botId: string }) {
  useEffect(() => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.botId = botId
    script.dataset.container = 'censo-live-chat'
    script.addEventListener('error', () => console.warn('chat: widget script failed', src))
    document.body.append(script)
    return () => script.remove()
  }, [src, botId])
  return <div id="censo-live-chat" className="chat-widget" data-bot-id={botId} />
}
