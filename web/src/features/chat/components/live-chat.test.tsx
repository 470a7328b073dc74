import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/api/query-client'
import { mockFetch } from '@/test/fetch'
import { entity, metaAnswer, metadata } from '@/test/metadata'
import { selectEntity } from '@/features/tenant/tenant'
import { setChatOpen } from '../chat'
import { ChatScript, LiveChat } from './live-chat'

const withChat = (liveChat: 0 | 1) =>
  entity('Cidade', {
    contato: { contato_description: 'Atendimento', numeros: [], live_chat: liveChat },
  })

function renderChat() {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  return render(
    <QueryClientProvider client={queryClient}>
      <LiveChat />
    </QueryClientProvider>,
  )
}

describe('LiveChat', () => {
  beforeEach(() => {
    act(() => setChatOpen(false))
    mockFetch([
      {
        path: '/meta/v2/data/censo/',
        body: metaAnswer(
          metadata({
            censo_domain: { com: withChat(1), sem: withChat(0) },
            contatos_censo: { chat: { bot_id: 'bot-42' } },
          }),
        ),
      },
    ])
  })

  it('shows the local stand-in with the bot id of the metadata, opening and closing', async () => {
    renderChat()
    const launcher = await screen.findByRole('button', { name: 'Chat ao vivo' })
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    // The panel's code is not loaded until the chat opens.
    expect(launcher.hasAttribute('aria-controls')).toBe(false)
    await userEvent.click(launcher)
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    const panel = await screen.findByRole('region', { name: 'Chat ao vivo' })
    expect(launcher.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toContain('substituto local')
    expect(panel.textContent).toContain('Robô do chat: bot-42')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar o chat' })),
    )
    await userEvent.keyboard('{Escape}')
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(launcher)
    expect(panel.hidden).toBe(true)
    // Opened again, the panel is there at once and takes the focus again.
    await userEvent.click(launcher)
    expect(panel.hidden).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar o chat' }))
  })

  it('is removed from the page when the selected entity has live_chat 0, and comes back', async () => {
    const { container } = renderChat()
    await screen.findByRole('button', { name: 'Chat ao vivo' })
    act(() => selectEntity('sem'))
    expect(screen.queryByRole('button', { name: 'Chat ao vivo' })).toBeNull()
    expect(container.querySelector('.chat-widget')).toBeNull()
    act(() => selectEntity('com'))
    expect(screen.getByRole('button', { name: 'Chat ao vivo' })).toBeTruthy()
  })
})

describe('ChatScript', () => {
  it('loads the configured widget script with the bot id, and removes it when unmounted', async () => {
    const view = render(<ChatScript src="https://chat.example.com/widget.js" botId="bot-42" />)
    const script = await waitFor(() => {
      const loaded = document.querySelector<HTMLScriptElement>(
        'script[src="https://chat.example.com/widget.js"]',
      )
      expect(loaded).not.toBeNull()
      return loaded
    })
    expect(script?.dataset.botId).toBe('bot-42')
    expect(script?.async).toBe(true)
    expect(document.getElementById('censo-live-chat')?.dataset.botId).toBe('bot-42')
    view.unmount()
    expect(document.querySelector('script[src="https://chat.example.com/widget.js"]')).toBeNull()
    expect(document.getElementById('censo-live-chat')).toBeNull()
  })
})
