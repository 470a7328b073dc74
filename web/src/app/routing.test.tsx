import { socialClient } from '@censo/contracts/client'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../components/ui/toast'
import { mockFetch, type MockRoute } from '../test/fetch'
import { personToken } from '../test/jwt'
import { metaAnswer } from '../test/metadata'
import { renderApp } from '../test/render-app'
import { api } from '@/lib/api/api'
import { social } from '../test/envelopes'
import { wizardReads } from '@/features/wizard/test-routes'

/** The metadata, the exchange, no case (404: none), and the wizard's reads once /Censo/ opens. */
function server(...routes: MockRoute[]) {
  return mockFetch([
    { path: '/meta/v2/data/censo/', body: metaAnswer() },
    { path: '/recad/v1/higienize-segurado/42/', status: 404, body: { error: { status: 404 } } },
    ...wizardReads,
    {
      method: 'POST',
      path: '/social/v1/pessoa-fisica/exchange/',
      body: social({ '42': { pf_id: 42, nome: 'Maria das Dores', foto_url: null } }),
    },
    ...routes,
  ])
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name })
const expanded = () =>
  screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)
const loginTitle = 'Recenseamento previdenciário'

describe('routes', () => {
  beforeEach(() => {
    act(() => toast.clear())
    server()
  })

  it('sends a visitor of a private route back to the login at /', async () => {
    const { router } = renderApp('/Censo/')
    expect(await h1(loginTitle)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('opens private routes for a logged-in person', async () => {
    localStorage.setItem('token', personToken())
    renderApp('/Censo/')
    expect(await h1('Recenseamento')).toBeTruthy()
  })

  it('shows the landing page at / and /About/ once logged in', async () => {
    localStorage.setItem('token', personToken())
    renderApp('/About/')
    expect(await h1('Bem-vindo ao Recenseamento')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Iniciar recenseamento' }).getAttribute('href')).toBe(
      '/Censo/',
    )
    expect(screen.getByRole('link', { name: 'Biometria' }).getAttribute('href')).toBe('/Biometria/')
  })

  it('reaches /Biometria/ from the landing page', async () => {
    localStorage.setItem('token', personToken())
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('link', { name: 'Biometria' }))
    expect(await h1('Biometria')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Biometria/')
  })

  it('starts the census from the landing page', async () => {
    localStorage.setItem('token', personToken())
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('link', { name: 'Iniciar recenseamento' }))
    expect(await h1('Recenseamento')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Censo/')
  })

  it('opens public routes without login', async () => {
    renderApp('/Ajuda/')
    expect(await h1('Ajuda')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Iniciar recenseamento' }).getAttribute('href')).toBe(
      '/Censo/',
    )
  })

  it('redirects unknown paths to /', async () => {
    const { router } = renderApp('/nao-existe/de-jeito-nenhum/')
    expect(await h1(loginTitle)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })

  it('opens an address typed without the trailing slash', async () => {
    renderApp('/Sobre')
    expect(await h1('Sobre')).toBeTruthy()
  })

  it('takes an optional tutorial step; another value opens the default section', async () => {
    const first = renderApp('/Tutorial/3/')
    expect(await h1('Manual de utilização')).toBeTruthy()
    expect(expanded()).toEqual(['Contato'])
    first.unmount()
    // The last step's help icon (Imagens) leads here.
    const last = renderApp('/Tutorial/7/')
    await h1('Manual de utilização')
    expect(expanded()).toEqual(['Imagens'])
    last.unmount()
    const second = renderApp('/Tutorial/')
    await h1('Manual de utilização')
    expect(expanded()).toEqual(['Perfil'])
    second.unmount()
    const { router } = renderApp('/Tutorial/abc/')
    await h1('Manual de utilização')
    expect(expanded()).toEqual(['Perfil'])
    expect(router.state.location.pathname).toBe('/Tutorial/abc/')
  })

  it('shows the terms from the metadata, one paragraph per block', async () => {
    renderApp('/Termos/')
    expect(await screen.findByText('Termo um.')).toBeTruthy()
    expect(screen.getByText('Termo três.').tagName).toBe('P')
    const main = screen.getByRole('main')
    expect(within(main).getAllByRole('paragraph')).toHaveLength(3)
  })

  it('moves focus to the title of the new screen after navigating', async () => {
    renderApp('/Ajuda/')
    await h1('Ajuda')
    await userEvent.click(screen.getByRole('link', { name: 'Sobre' }))
    expect(document.activeElement).toBe(await h1('Sobre'))
  })
})

describe('offline', () => {
  beforeEach(() => {
    server()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  })

  it('keeps the offline routes', async () => {
    renderApp('/Ajuda/')
    expect(await h1('Ajuda')).toBeTruthy()
  })

  it('shows the offline screen on any other route', async () => {
    renderApp('/Tutorial/')
    expect(await h1('Sem conexão')).toBeTruthy()
    expect(
      screen.getByText(
        'Você está offline. Verifique a sua conexão com a internet e tente novamente.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toBeTruthy()
  })

  it('also hides private routes of a logged-in person', async () => {
    localStorage.setItem('token', personToken())
    renderApp('/Censo/')
    expect(await h1('Sem conexão')).toBeTruthy()
  })
})

describe('header and session', () => {
  beforeEach(() => {
    act(() => toast.clear())
    server()
  })

  it('shows the menu items, and "Sair" with the person name only when logged in', async () => {
    renderApp('/Ajuda/')
    await h1('Ajuda')
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início', 'Ajuda', 'Contato', 'Legal', 'Privacidade', 'Sobre'])
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull()
  })

  it('shows the name from the person exchange and logs out with "Sair"', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    localStorage.setItem('token', personToken())
    renderApp('/Ajuda/')
    expect(await screen.findByText('Maria das Dores')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('opens the mobile menu, labels Legal "Fundamentação legal", and closes it with Escape', async () => {
    renderApp('/Ajuda/')
    await h1('Ajuda')
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const panel = screen.getByRole('navigation', { name: 'Menu de navegação' })
    expect(button.getAttribute('aria-controls')).toBe(panel.id)
    expect(within(panel).getByRole('link', { name: 'Fundamentação legal' })).toBeTruthy()
    // Tab stays inside the open menu: the page behind it is covered.
    const close = within(panel).getByRole('button', { name: 'Fechar menu' })
    expect(document.activeElement).toBe(close)
    await userEvent.tab({ shift: true })
    const links = within(panel).getAllByRole('link')
    expect(document.activeElement).toBe(links.at(-1))
    await userEvent.tab()
    expect(document.activeElement).toBe(close)
    await userEvent.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('reacts to a 401 of any API call with the toast and /Censo/', async () => {
    localStorage.setItem('token', personToken())
    server({ path: '/social/v1/pessoa-fisica/telefones/42/', status: 401, body: {} })
    const { router } = renderApp('/Ajuda/')
    await h1('Ajuda')
    await expect(socialClient.listPhones(api.social, 42)).rejects.toThrow()
    expect(
      await within(screen.getByRole('alert')).findByText(
        'Você não possui permissão de acesso ao recurso solicitado!',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/Censo/'))
  })

  it('on /Censo/ itself a 401 only toasts: reloading it would repeat its calls, and the 401', async () => {
    localStorage.setItem('token', personToken())
    server({ path: '/social/v1/pessoa-fisica/telefones/42/', status: 401, body: {} })
    const { router } = renderApp('/Ajuda/')
    await h1('Ajuda')
    await expect(socialClient.listPhones(api.social, 42)).rejects.toThrow()
    await waitFor(() => expect(router.state.location.pathname).toBe('/Censo/'))
    const navigate = vi.spyOn(router, 'navigate')
    await expect(socialClient.listPhones(api.social, 42)).rejects.toThrow()
    expect(navigate).not.toHaveBeenCalled()
    expect(
      screen.getByText('Você não possui permissão de acesso ao recurso solicitado!'),
    ).toBeTruthy()
  })

  it('reacts to a 403 by logging out', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem('token', personToken())
    server({ path: '/social/v1/pessoa-fisica/telefones/42/', status: 403, body: {} })
    renderApp('/Ajuda/')
    await h1('Ajuda')
    await expect(socialClient.listPhones(api.social, 42)).rejects.toThrow()
    expect(warn).toHaveBeenCalledWith('token invalid or expired', expect.any(String))
    expect(localStorage.getItem('token')).toBeNull()
    expect(assign).toHaveBeenCalledWith('/')
  })
})
