import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/toast'
import { mockFetch } from '@/test/fetch'
import { personToken } from '@/test/jwt'
import { entity, metaAnswer, metadata } from '@/test/metadata'
import { renderApp } from '@/test/render-app'
import { help } from '@/text/pt-BR/help'
import { pages } from '@/text/pt-BR/pages'
import { CONSENT_COOKIE, getConsent } from '@/features/consent/consent'
import { setChatOpen } from '@/features/chat/chat'
import { social } from '@/test/envelopes'

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name })
const cookieBanner = () => screen.queryByRole('region', { name: 'Este site usa cookies' })
const h2s = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

const recife = entity('Recife', {
  contato: {
    contato_description: 'Atendimento da RECIPREV de segunda a sexta.',
    numeros: [
      { numero: '(81) 3355-8500', telefone: true, whatsapp: false },
      { numero: '(81) 99188-4021', telefone: true, whatsapp: true },
    ],
    live_chat: 1,
  },
  documentos_servidores: {
    'Documentos pessoais': ['RG', 'CPF'],
    Aposentados: ['Ato de Concessão'],
  },
  decreto_descripition: 'Decreto Municipal nº 1/2024: institui o recenseamento.',
  legal: {
    'Constituição Federal': 'Art. 40 primeiro.\n\nArt. 40 segundo.',
    'Lei nº 9.717': ['Art. 1º texto.', 'Art. 2º texto.'],
  },
})
const saoLuis = entity('São Luís', {
  contato: { contato_description: 'IPAM São Luís.', numeros: [], live_chat: 0 },
  legal: {},
})
const ipsl = entity('IPSL São Lourenço', {
  contato: {
    contato_description: 'Instituto de Previdência de São Lourenço da Mata.',
    numeros: [{ numero: '(81) 3525-1266', telefone: true, whatsapp: false }],
    live_chat: 1,
  },
  legal: { 'Decreto IPSL': 'Texto do decreto do IPSL.' },
})

const plain = metadata({
  censo_domain: { recife, 'sao-luis': saoLuis },
  censo_domain_esp: { 'ipsl.localhost': ipsl },
})
const special = {
  ...plain,
  host: 'ipsl.localhost',
  censo_domain_banner: 'https://files.test/b.svg',
}

function server(value = plain, status = 200) {
  // 404: ky does not retry it, so the failure shows at once.
  return mockFetch([
    { path: '/meta/v2/data/censo/', status, body: status === 200 ? metaAnswer(value) : {} },
    {
      method: 'POST',
      path: '/social/v1/pessoa-fisica/exchange/',
      body: social({ '42': { pf_id: 42, nome: 'Maria', foto_url: null } }),
    },
  ])
}

/** Renders `path` with the default metadata; answers its title once shown. */
async function openScreen(path: string, title: string) {
  server()
  renderApp(path)
  return h1(title)
}

const choose = (name: string) =>
  userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Selecione Municipio ou Estado' }),
    name,
  )

beforeEach(() => {
  act(() => {
    toast.clear()
    setChatOpen(false)
  })
})
// A choice stored by a test (the cookie banner, the landing's prompt) is not the next test's.
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
})

describe('Contato', () => {
  it('asks for the entity, then shows its description, chat line and numbers with icons', async () => {
    expect(await openScreen('/Contato/', 'Contato')).toBeTruthy()
    await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' })
    expect(screen.getByText(/Escolha o seu município ou estado/)).toBeTruthy()
    await choose('Recife')
    expect(localStorage.getItem('selectedMunicipio')).toBe('recife')
    const main = screen.getByRole('main')
    expect(within(main).getByText('Atendimento da RECIPREV de segunda a sexta.')).toBeTruthy()
    expect(within(main).getByText(/Atendimento por chat/)).toBeTruthy()
    expect(
      within(main).getByRole('link', { name: 'Ligar para (81) 3355-8500' }).getAttribute('href'),
    ).toBe('tel:+558133558500')
    expect(
      within(main)
        .getByRole('link', { name: 'Conversar pelo WhatsApp com (81) 99188-4021' })
        .getAttribute('href'),
    ).toBe('https://wa.me/5581991884021')
    // A number without WhatsApp has no WhatsApp link.
    expect(within(main).queryByRole('link', { name: /WhatsApp com \(81\) 3355-8500/ })).toBeNull()
    expect(within(main).getByRole('img', { name: 'Conversar pelo WhatsApp com' })).toBeTruthy()
    expect(within(main).getByRole('button', { name: 'Voltar' })).toBeTruthy()

    await userEvent.click(within(main).getByRole('button', { name: 'Abrir o chat' }))
    const chatButton = await screen.findByRole('button', { name: 'Chat ao vivo' })
    await waitFor(() => expect(chatButton.getAttribute('aria-expanded')).toBe('true'))
    const panel = await screen.findByRole('region', { name: 'Chat ao vivo' })
    expect(panel.textContent).toContain('Robô do chat: bot')
    expect(panel.textContent).toContain('substituto local')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(panel.hidden).toBe(true))
  })

  it('is reached from Ajuda, and Voltar goes back there', async () => {
    server()
    const { router } = renderApp('/Ajuda/')
    await h1('Ajuda')
    await userEvent.click(screen.getByRole('link', { name: 'Ver os canais de atendimento' }))
    expect(await h1('Contato')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Contato/')
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Voltar' }))
    expect(await h1('Ajuda')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/Ajuda/')
  })

  it('without live chat (live_chat 0) has no chat line and no chat widget, and says when there are no numbers', async () => {
    server()
    const { container } = renderApp('/Contato/')
    await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' })
    expect(await screen.findByRole('button', { name: 'Chat ao vivo' })).toBeTruthy()
    await choose('São Luís')
    expect(localStorage.getItem('selectedMunicipio')).toBe('sao-luis')
    expect(screen.getByText('IPAM São Luís.')).toBeTruthy()
    expect(screen.queryByText(/Atendimento por chat/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Chat ao vivo' })).toBeNull()
    expect(container.querySelector('.chat-widget')).toBeNull()
    // No external chat script is ever loaded here.
    expect(document.querySelector('script[src^="http"]')).toBeNull()
    expect(
      screen.getByText('Este instituto ainda não informou telefones de atendimento.'),
    ).toBeTruthy()
  })

  it('on a special host shows that entity at once, without the select', async () => {
    server(special)
    renderApp('/Contato/')
    expect(
      await screen.findByText('Instituto de Previdência de São Lourenço da Mata.'),
    ).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getByRole('link', { name: 'Ligar para (81) 3525-1266' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Chat ao vivo' })).toBeTruthy()
  })

  it('opens the chat at once with the action "chat"', async () => {
    server(special)
    renderApp('/Contato/chat/')
    await screen.findByText('Instituto de Previdência de São Lourenço da Mata.')
    expect(await screen.findByRole('region', { name: 'Chat ao vivo' })).toBeTruthy()
  })

  it('says the metadata could not be loaded', async () => {
    server(plain, 404)
    renderApp('/Contato/')
    expect(
      (await screen.findByText('Não foi possível carregar a meta API')).closest('[role="alert"]'),
    ).not.toBeNull()
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})

describe('Info', () => {
  it('asks for the entity, then lists each document group as a checklist, then the decree', async () => {
    server()
    renderApp('/Info/')
    expect(await h1('Informações')).toBeTruthy()
    await screen.findByRole('combobox', { name: 'Selecione Municipio ou Estado' })
    expect(screen.queryByRole('heading', { name: 'Documentos pessoais' })).toBeNull()
    await choose('Recife')
    const group = (await screen.findByRole('heading', { name: 'Documentos pessoais' })).closest(
      'section',
    )
    if (!group) throw new Error('no section around the group heading')
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['RG', 'CPF'])
    expect(screen.getByRole('heading', { name: 'Aposentados' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Decreto' })).toBeTruthy()
    expect(screen.getByText('Decreto Municipal nº 1/2024: institui o recenseamento.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy()
  })

  it('says so when the entity lists no documents', async () => {
    server()
    localStorage.setItem('selectedMunicipio', 'sao-luis')
    renderApp('/Info/')
    expect(
      await screen.findByText('Este instituto ainda não informou a lista de documentos.'),
    ).toBeTruthy()
  })
})

describe('Legal', () => {
  it('asks for the entity, then shows headings with a text or a list of paragraphs', async () => {
    expect(await openScreen('/Legal/', 'Fundamentação Legal')).toBeTruthy()
    await screen.findByRole('combobox')
    expect(h2s()).toEqual([])
    await choose('Recife')
    expect(h2s()).toEqual(['Constituição Federal', 'Lei nº 9.717'])
    expect(screen.getByText('Art. 40 primeiro.').tagName).toBe('P')
    expect(screen.getByText('Art. 40 segundo.').tagName).toBe('P')
    expect(screen.getByText('Art. 2º texto.').tagName).toBe('P')
    await choose('São Luís')
    expect(
      screen.getByText('Este instituto ainda não informou a legislação do recenseamento.'),
    ).toBeTruthy()
  })

  it('on a special host shows its groups directly', async () => {
    server(special)
    renderApp('/Legal/')
    expect(await screen.findByRole('heading', { level: 2, name: 'Decreto IPSL' })).toBeTruthy()
    expect(h2s()).toEqual(['Decreto IPSL'])
    expect(screen.getByText('Texto do decreto do IPSL.', { exact: true }).tagName).toBe('P')
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})

describe('Tutorial', () => {
  it('opens section 1 without a step, toggles sections, and has no Voltar', async () => {
    await openScreen('/Tutorial/', 'Manual de utilização')
    expect(h2s()).toEqual(pages.tutorial.sections)
    const perfil = screen.getByRole('button', { name: 'Perfil' })
    expect(perfil.getAttribute('aria-expanded')).toBe('true')
    const region = screen.getByRole('region', { name: 'Perfil' })
    expect(perfil.getAttribute('aria-controls')).toBe(region.id)
    const video = region.querySelector('video')
    expect(video?.getAttribute('preload')).toBe('none')
    expect(video?.hasAttribute('controls')).toBe(true)
    expect(
      [...(video?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('src')),
    ).toEqual([
      'http://localhost:3333/files/videos/tutorial-1.mp4',
      'http://localhost:3333/files/videos/tutorial-1.webm',
    ])
    expect(video?.querySelector('track')?.getAttribute('kind')).toBe('captions')
    expect(within(region).getByText('Campos em amarelo só mudam no instituto.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull()

    const imagens = screen.getByRole('button', { name: 'Imagens' })
    await userEvent.click(imagens)
    expect(imagens.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('region', { name: 'Imagens' }).querySelector('video')).not.toBeNull()
    await userEvent.click(perfil)
    expect(perfil.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('region', { name: 'Perfil' })).toBeNull()
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(7)
  })

  it('opens the given step (0 too) and shows Voltar', async () => {
    await openScreen('/Tutorial/0/', 'Manual de utilização')
    expect(
      screen.getByRole('button', { name: 'Download do aplicativo' }).getAttribute('aria-expanded'),
    ).toBe('true')
    expect(screen.getByRole('button', { name: 'Perfil' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy()
  })

  it('opens the default section for a step out of range', async () => {
    await openScreen('/Tutorial/8/', 'Manual de utilização')
    expect(screen.getByRole('button', { name: 'Perfil' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
  })

  it('keeps Voltar for a step that is not a number, and Voltar of a screen opened directly goes to /', async () => {
    server()
    const { router } = renderApp('/Tutorial/abc/')
    await h1('Manual de utilização')
    expect(screen.getByRole('button', { name: 'Perfil' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})

describe('TutorialCnis', () => {
  it('lists the six steps', async () => {
    expect(await openScreen('/TutorialCnis/', 'CNIS - MEU INSS')).toBeTruthy()
    const steps = within(screen.getByRole('main')).getAllByRole('listitem')
    expect(steps).toHaveLength(6)
    expect(steps[2]?.textContent).toContain('"Extrato de Contribuição(CNIS)"')
    expect(steps[4]?.textContent).toContain('"BAIXAR PDF"')
    expect(steps[1]?.textContent).toContain('menos de 5 minutos')
  })
})

describe('Landing', () => {
  it('shows the slogan without a banner, the start button and the store links', async () => {
    server()
    localStorage.setItem('token', personToken())
    renderApp('/')
    await h1('Bem-vindo ao Recenseamento')
    expect(await screen.findByText(/Atualize seus dados previdenciários/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Iniciar recenseamento' }).getAttribute('href')).toBe(
      '/Censo/',
    )
    expect(
      screen.getByRole('link', { name: 'Baixar para Android (Google Play)' }).getAttribute('href'),
    ).toMatch(/^https:\/\/play\.google\.com\//)
    expect(
      screen.getByRole('link', { name: 'Baixar para iPhone (App Store)' }).getAttribute('href'),
    ).toMatch(/^https:\/\/apps\.apple\.com\//)
    // The page's own accept/decline prompt stands in for the banner; declining keeps only the
    // necessary cookies.
    const prompt = screen.getByRole('region', { name: 'Cookies' })
    expect(cookieBanner()).toBeNull()
    await userEvent.click(within(prompt).getByRole('button', { name: 'Recusar' }))
    expect(getConsent()).toEqual({ functional: true, preferences: false, statistics: false })
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull()
    expect(cookieBanner()).toBeNull()
  })

  it('shows the entity banner of a special host instead of the slogan', async () => {
    server(special)
    localStorage.setItem('token', personToken())
    renderApp('/About/')
    expect(await h1('Bem-vindo ao Recenseamento')).toBeTruthy()
    const banner = await screen.findByRole('img', { name: 'IPSL São Lourenço' })
    expect(banner.getAttribute('src')).toBe('https://files.test/b.svg')
    expect(screen.queryByText(/Atualize seus dados previdenciários/)).toBeNull()
  })

  it('says the metadata could not be loaded, keeping the slogan and the start button', async () => {
    server(plain, 404)
    localStorage.setItem('token', personToken())
    renderApp('/')
    expect(await screen.findByText('Não foi possível carregar a meta API')).toBeTruthy()
    expect(screen.getByText(/Atualize seus dados previdenciários/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Iniciar recenseamento' })).toBeTruthy()
  })
})

describe('Ajuda', () => {
  it('has every help section, sets reviewed to false and starts at /Censo/', async () => {
    server()
    localStorage.setItem('reviewed', 'true')
    renderApp('/Ajuda/')
    await h1('Ajuda')
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(help.sections.map((section) => section.heading))
    expect(localStorage.getItem('reviewed')).toBe('false')
    expect(screen.getByText(/em amarelo/)).toBeTruthy()
    expect(screen.getByText(/por SMS/)).toBeTruthy()
    expect(screen.getByText(/a cada 2 ou 3 dias/)).toBeTruthy()
    expect(screen.getByText(/bloqueado para alterações/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Iniciar recenseamento' }).getAttribute('href')).toBe(
      '/Censo/',
    )
  })
})

describe('Sobre', () => {
  it('shows version, product and rights; the team name toggles an alias with a toast', async () => {
    await openScreen('/Sobre/', 'Sobre')
    expect(screen.getByText('Recenseamento®')).toBeTruthy()
    expect(screen.getByText(`Versão ${import.meta.env.APP_VERSION}`)).toBeTruthy()
    expect(within(screen.getByRole('main')).getByText('Todos os direitos reservados.')).toBeTruthy()
    const member = screen.getByRole('button', { name: 'Joana Cavalcanti' })
    await userEvent.click(member)
    expect(member.textContent).toBe('Jojô do Censo')
    expect(screen.getByRole('status').textContent).toContain(
      'Você descobriu o apelido secreto da Joana!',
    )
    await userEvent.click(member)
    expect(member.textContent).toBe('Joana Cavalcanti')
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy()
  })

  it('shows the technical details when Space is held on the icon past 300 ms; Voltar goes to /', async () => {
    server()
    const { router } = renderApp('/Sobre/')
    await h1('Sobre')
    const icon = screen.getByRole('button', { name: 'Ícone do Recenseamento' })
    // Only the hold's timer is fake: the router and Testing Library keep their own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.keyDown(icon, { key: ' ' })
    await act(() => vi.advanceTimersByTimeAsync(450))
    fireEvent.keyUp(icon, { key: ' ' })
    vi.useRealTimers()
    expect(screen.getByRole('status').textContent).toContain('ambiente de teste')
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows the cookie banner, whose Personalizar saves the switches chosen', async () => {
    await openScreen('/Sobre/', 'Sobre')
    expect(cookieBanner()).not.toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Personalizar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de cookies' })
    const preferences = within(dialog).getByRole('switch', { name: 'Preferências' })
    await userEvent.click(preferences)
    expect(preferences.getAttribute('aria-checked')).toBe('true')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar Opções e Aceitar' }))
    expect(getConsent()).toEqual({ functional: true, preferences: true, statistics: false })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(cookieBanner()).toBeNull()
  })
})

describe('Termos and Privacy', () => {
  it('show their titles and the paragraphs of the metadata', async () => {
    server()
    const first = renderApp('/Termos/')
    expect(await h1('Termos de uso')).toBeTruthy()
    expect(await screen.findByText('Termo um.')).toBeTruthy()
    first.unmount()
    renderApp('/Privacy/')
    expect(await h1('Política de privacidade')).toBeTruthy()
    expect((await screen.findByText('Segundo parágrafo.')).tagName).toBe('P')
  })

  it('show the metadata text, or say it is missing', async () => {
    server(metadata({ termos_privacidade: { privacidade: 'Privacidade um.', termos_uso: '  ' } }))
    const first = renderApp('/Privacy/')
    expect(await screen.findByText('Privacidade um.')).toBeTruthy()
    first.unmount()
    renderApp('/Termos/')
    expect(await screen.findByText('Os termos de uso ainda não estão disponíveis.')).toBeTruthy()
  })

  it('say the metadata could not be loaded', async () => {
    server(plain, 404)
    renderApp('/Privacy/')
    expect(await screen.findByText('Não foi possível carregar a meta API')).toBeTruthy()
  })
})
