import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { MOCK_URL, WEB_PORT, WEB_URL } from '../ports'
import {
  expectAccessible,
  expectTutorialOpenAt,
  fillLogin,
  loginAs,
  persona,
  waitForCode,
} from '../support'

const SPECIAL = `http://ipsl.localhost:${WEB_PORT}`

interface Entity {
  nome: string
  contato: {
    contato_description: string
    numeros: { numero: string; telefone: boolean; whatsapp: boolean }[]
    live_chat: 0 | 1
  }
  documentos_servidores: Record<string, string[]>
  decreto_descripition: string
  legal: Record<string, string | string[]>
}
interface Metadata {
  censo_domain: Record<string, Entity>
  censo_domain_esp: Record<string, Entity>
  contatos_censo: { chat: { bot_id: string } }
  termos_privacidade: { privacidade: string; termos_uso: string }
}

/** The metadata the mock answers (as the web app reads it). */
async function meta(): Promise<Metadata> {
  const response = await fetch(`${MOCK_URL}/meta/v2/data/censo/`)
  const body = (await response.json()) as { items: { value: Metadata }[] }
  const value = body.items[0]?.value
  if (!value) throw new Error('no metadata item')
  return value
}

async function entity(id: string): Promise<Entity> {
  const metadata = await meta()
  const found = metadata.censo_domain[id] ?? metadata.censo_domain_esp[id]
  if (!found) throw new Error(`no entity ${id}`)
  return found
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const banner = (page: Page) => page.getByRole('region', { name: 'Este site usa cookies' })
const chatLauncher = (page: Page) => page.getByRole('button', { name: 'Chat ao vivo' })
const select = (page: Page) => page.getByLabel('Selecione Municipio ou Estado')

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'censo_consent')
  if (!cookie) return undefined
  return { ...cookie, json: JSON.parse(decodeURIComponent(cookie.value)) as unknown }
}

/** Records what the page writes into document.cookie (Chromium caps the expiry it keeps). */
async function recordCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    if (!descriptor?.set || !descriptor.get) return
    const writes: string[] = []
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => String(descriptor.get?.call(document)),
      set: (value: string) => {
        writes.push(value)
        sessionStorage.setItem('e2e-cookie-writes', JSON.stringify(writes))
        descriptor.set?.call(document, value)
      },
    })
  })
  return async (): Promise<unknown> =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-cookie-writes'))) ?? '[]')
}

/** Logs the ipsl persona in on the special host (its own origin, so its own storage). */
async function loginOnSpecialHost(page: Page) {
  await page.goto(`${SPECIAL}/`)
  await fillLogin(page, persona('ipsl'), { selectEntity: false })
  await page.getByRole('button', { name: 'Entrar' }).click()
  const sms = page.getByRole('radio', { name: /^Receber SMS em/ }).first()
  await sms.check()
  const { code } = await waitForCode('sms')
  await page.getByLabel('Código').fill(code)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible()
}

test.describe('cookie consent', () => {
  test('"Aceitar Cookies" stores every choice in a cookie until 2099 and hides the banner', async ({
    page,
    context,
  }) => {
    const cookieWrites = await recordCookieWrites(page)
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Personalizar' })).toBeVisible()
    await expectAccessible(page)
    // The banner is in the page flow: the login stays usable underneath it.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()

    await page.getByRole('button', { name: 'Aceitar Cookies' }).click()
    await expect(banner(page)).toHaveCount(0)
    const cookie = await consentCookie(context)
    expect(cookie?.json).toEqual({ functional: true, preferences: true, statistics: true })
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    // The app asks for 31 Dec 2099 (spec §9); Chromium keeps at most 400 days of it.
    expect(await cookieWrites()).toEqual([
      expect.stringMatching(/; expires=Thu, 31 Dec 2099 23:59:59 GMT; path=\/; SameSite=Lax$/),
    ])
    const expiry = new Date((cookie?.expires ?? 0) * 1000)
    const year = expiry.getUTCFullYear()
    if (year !== 2099) {
      expect(expiry.getTime() - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000)
    }

    await page.reload()
    await expect(h1(page, 'Recenseamento Previdenciário')).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })

  test('"Personalizar" opens a dialog of switches; Escape closes it; saving stores the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/Sobre/')
    await page.getByRole('button', { name: 'Personalizar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' })
    await expect(dialog).toBeVisible()
    const necessary = dialog.getByRole('switch', { name: 'Necessários' })
    const preferences = dialog.getByRole('switch', { name: 'Preferências' })
    const statistics = dialog.getByRole('switch', { name: 'Estatísticas' })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    await expect(preferences).not.toBeChecked()
    await expect(statistics).not.toBeChecked()
    await expectAccessible(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Personalizar' })).toBeFocused()
    expect(await consentCookie(context)).toBeUndefined()

    await page.getByRole('button', { name: 'Personalizar' }).click()
    await preferences.click()
    await expect(preferences).toBeChecked()
    await necessary.click({ force: true })
    await expect(necessary).toBeChecked()
    await dialog.getByRole('button', { name: 'Salvar Opções e Aceitar' }).click()
    await expect(dialog).toBeHidden()
    await expect(banner(page)).toHaveCount(0)
    expect((await consentCookie(context))?.json).toEqual({
      functional: true,
      preferences: true,
      statistics: false,
    })
  })
})

test.describe('landing', () => {
  test('a logged-in person sees the slogan, the start button, the stores and the cookie prompt', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'sem-contatos')
    await page.goto('/')
    await expect(h1(page, 'Bem-vindo ao Recenseamento')).toBeVisible()
    await expect(
      page.getByText('Atualize seus dados previdenciários de onde estiver, com segurança.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Iniciar recenseamento' })).toHaveAttribute(
      'href',
      '/Censo/',
    )
    await expect(
      page.getByRole('link', { name: 'Baixar para Android (Google Play)' }),
    ).toHaveAttribute('href', /^https:\/\/play\.google\.com\//)
    await expect(
      page.getByRole('link', { name: 'Baixar para iPhone (App Store)' }),
    ).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//)
    // The about page's own accept/decline prompt replaces the banner.
    const prompt = page.getByRole('region', { name: 'Cookies' })
    await expect(prompt).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    await expectAccessible(page)
    await prompt.getByRole('button', { name: 'Recusar' }).click()
    await expect(prompt).toHaveCount(0)
    expect((await consentCookie(context))?.json).toEqual({
      functional: true,
      preferences: false,
      statistics: false,
    })
    await page.getByRole('link', { name: 'Iniciar recenseamento' }).click()
    await expect(page).toHaveURL(/\/Censo\/$/)
  })

  test('on the special host /About/ shows the entity banner instead of the slogan', async ({
    page,
  }) => {
    await loginOnSpecialHost(page)
    await page.goto(`${SPECIAL}/About/`)
    await expect(h1(page, 'Bem-vindo ao Recenseamento')).toBeVisible()
    const image = page.getByRole('img', { name: 'São Lourenço da Mata' })
    await expect(image).toBeVisible()
    // Visible is its box; loaded is its pixels, which may come later.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(page.getByText(/Atualize seus dados previdenciários/)).toHaveCount(0)
    await expectAccessible(page)
  })
})

test('Ajuda has every help section, resets "reviewed" and starts the census', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('reviewed', 'true'))
  await page.goto('/Ajuda/')
  await expect(h1(page, 'Ajuda')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Como funciona',
    'Antes de começar',
    'Sem retrabalho',
    'Informações adicionais',
    'Validação dos dados',
    'Correção e reenvio',
    'Fim e comprovante',
    'Contato',
  ])
  await expect(page.getByText(/a cada 2 ou 3 dias/)).toBeVisible()
  await expect(page.getByText(/em amarelo/)).toBeVisible()
  // The page is on screen from its prerendered HTML before the app has taken it over and reset
  // the flag: wait for the reset, not for the text.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('reviewed'))).toBe('false')
  await expectAccessible(page)
  await expect(page.getByRole('link', { name: 'Iniciar recenseamento' })).toHaveAttribute(
    'href',
    '/Censo/',
  )
})

test.describe('tutorial', () => {
  test('opens Perfil by default without Voltar, and its video is served and plays', async ({
    page,
    request,
  }) => {
    await page.goto('/Tutorial/')
    await expect(h1(page, 'Manual de utilização')).toBeVisible()
    const sections = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(sections).toHaveText([
      'Download do aplicativo',
      'Perfil',
      'Documentos',
      'Contato',
      'Dependentes',
      'Dados funcionais',
      'Avaliação',
      'Imagens',
    ])
    await expect(page.getByRole('button', { name: 'Perfil' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(page.getByRole('button', { name: 'Voltar' })).toHaveCount(0)
    await expectAccessible(page)

    const region = page.getByRole('region', { name: 'Perfil' })
    const video = region.locator('video')
    await expect(video).toHaveAttribute('preload', 'none')
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true
      await element.play()
      element.pause()
      return { src: element.currentSrc, duration: element.duration }
    })
    expect(played.src).toMatch(new RegExp(`^${MOCK_URL}/files/videos/tutorial-1\\.(mp4|webm)$`))
    expect(played.duration).toBeCloseTo(6, 0)
    const file = await request.get(played.src)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^video\/(mp4|webm)$/)

    // The caption track says what the text alternative on the page says.
    const captions = await request.get(`${MOCK_URL}/files/videos/tutorial-1.vtt`)
    expect(captions.status()).toBe(200)
    const track = await captions.text()
    for (const line of await region.getByRole('listitem').allTextContents()) {
      expect(track).toContain(line)
    }

    await page.getByRole('button', { name: 'Imagens' }).click()
    await expect(page.getByRole('region', { name: 'Imagens' }).locator('video')).toBeVisible()
  })

  test('a step opens its section and brings Voltar; an invalid step opens Perfil', async ({
    page,
  }) => {
    await page.goto('/Tutorial/3/')
    await expectTutorialOpenAt(page, 'Contato')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Voltar' }).click()
    await expect(page).toHaveURL(`${WEB_URL}/`)

    await page.goto('/Tutorial/abc/')
    await expect(page.getByRole('button', { name: 'Perfil' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible()
  })

  test('CNIS guide lists the six steps', async ({ page }) => {
    await page.goto('/TutorialCnis/')
    await expect(h1(page, 'CNIS - MEU INSS')).toBeVisible()
    const steps = page.getByRole('main').getByRole('listitem')
    await expect(steps).toHaveCount(6)
    await expect(steps.nth(2)).toContainText('Extrato de Contribuição(CNIS)')
    await expect(steps.nth(4)).toContainText('BAIXAR PDF')
    await expectAccessible(page)
  })
})

test.describe('contato and live chat', () => {
  test('plain host: the select, then contact, chat and numbers; São Luís (live_chat 0) has no chat', async ({
    page,
  }) => {
    const recife = await entity('recife')
    const { bot_id: botId } = (await meta()).contatos_censo.chat
    await page.goto('/Ajuda/')
    await page.getByRole('link', { name: 'Ver os canais de atendimento' }).click()
    await expect(h1(page, 'Contato')).toBeVisible()
    await expect(select(page)).toBeVisible()
    await expect(chatLauncher(page)).toBeVisible()
    await expectAccessible(page)

    await select(page).selectOption({ label: recife.nome })
    const main = page.getByRole('main')
    await expect(main.getByText(recife.contato.contato_description)).toBeVisible()
    await expect(main.getByText(/^Atendimento por chat/)).toBeVisible()
    for (const numero of recife.contato.numeros) {
      const digits = numero.numero.replace(/\D/g, '')
      const call = main.getByRole('link', { name: `Ligar para ${numero.numero}` })
      const whatsapp = main.getByRole('link', {
        name: `Conversar pelo WhatsApp com ${numero.numero}`,
      })
      if (numero.telefone) await expect(call).toHaveAttribute('href', `tel:+55${digits}`)
      else await expect(call).toHaveCount(0)
      if (numero.whatsapp)
        await expect(whatsapp).toHaveAttribute('href', `https://wa.me/55${digits}`)
      else await expect(whatsapp).toHaveCount(0)
    }
    await expectAccessible(page)

    await main.getByRole('button', { name: 'Abrir o chat' }).click()
    const panel = page.getByRole('region', { name: 'Chat ao vivo' })
    await expect(panel).toContainText(`Robô do chat: ${botId}`)
    await expect(panel).toContainText('substituto local')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    const saoLuis = await entity('sao-luis')
    await select(page).selectOption({ label: saoLuis.nome })
    await expect(main.getByText(saoLuis.contato.contato_description)).toBeVisible()
    await expect(main.getByText(/^Atendimento por chat/)).toHaveCount(0)
    await expect(chatLauncher(page)).toHaveCount(0)
    await expect(page.locator('.chat-widget')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('selectedMunicipio'))).toBe('sao-luis')
    // No external chat script is ever loaded here.
    expect(await page.locator('script[src^="http"]').count()).toBe(0)
    await expectAccessible(page)

    await main.getByRole('button', { name: 'Voltar' }).click()
    await expect(page).toHaveURL(/\/Ajuda\/$/)
  })

  test('special host: the entity contact at once, without the select', async ({ page }) => {
    const ipsl = await entity('ipsl.localhost')
    await page.goto(`${SPECIAL}/Contato/`)
    await expect(h1(page, 'Contato')).toBeVisible()
    await expect(page.getByRole('main').getByText(ipsl.contato.contato_description)).toBeVisible()
    await expect(select(page)).toHaveCount(0)
    await expect(chatLauncher(page)).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('entity content', () => {
  test('Info: the select, then a checklist per document group and the decree', async ({ page }) => {
    const olinda = await entity('olinda')
    await page.goto('/Info/')
    await expect(h1(page, 'Informações')).toBeVisible()
    await select(page).selectOption({ label: olinda.nome })
    const main = page.getByRole('main')
    for (const [group, items] of Object.entries(olinda.documentos_servidores)) {
      const section = main.locator('.doc-group', {
        has: page.getByRole('heading', { name: group }),
      })
      await expect(section.getByRole('listitem')).toHaveText(items)
    }
    await expect(main.getByText(olinda.decreto_descripition)).toBeVisible()
    await expect(main.getByRole('button', { name: 'Voltar' })).toBeVisible()
    await expectAccessible(page)
  })

  test('Legal: plain host asks first; the special host shows its groups directly', async ({
    page,
  }) => {
    const estado = await entity('estado-pe')
    await page.goto('/Legal/')
    await expect(h1(page, 'Fundamentação Legal')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0)
    await select(page).selectOption({ label: estado.nome })
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      Object.keys(estado.legal),
    )
    await expectAccessible(page)

    const ipsl = await entity('ipsl.localhost')
    await page.goto(`${SPECIAL}/Legal/`)
    await expect(select(page)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      Object.keys(ipsl.legal),
    )
    const [heading, group] = Object.entries(ipsl.legal)[0] ?? []
    const first = Array.isArray(group) ? group[0] : group?.split('\n\n')[0]
    expect(heading).toBeTruthy()
    await expect(page.getByRole('main').getByText(first ?? '', { exact: true })).toBeVisible()
    await expectAccessible(page)
  })

  test('Termos and Privacy show the texts of the metadata', async ({ page }) => {
    const { termos_privacidade: texts } = await meta()
    await page.goto('/Termos/')
    await expect(h1(page, 'Termos de uso')).toBeVisible()
    await expect(page.getByText(texts.termos_uso.split('\n\n')[0] ?? '')).toBeVisible()
    await expectAccessible(page)
    await page.goto('/Privacy/')
    await expect(h1(page, 'Política de privacidade')).toBeVisible()
    await expect(page.getByText(texts.privacidade.split('\n\n')[1] ?? '')).toBeVisible()
    await expectAccessible(page)
  })
})

test('Sobre: version, rights, the team alias toast and the hold-to-trigger icon', async ({
  page,
}) => {
  // The page's own clock: the long press is held past its 300 ms by moving time, not waiting.
  await page.clock.install()
  await page.goto('/Sobre/')
  await expect(h1(page, 'Sobre')).toBeVisible()
  await expect(page.getByText('Recenseamento®', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Versão \d+\.\d+\.\d+$/)).toBeVisible()
  await expect(page.getByRole('main').getByText('Todos os direitos reservados.')).toBeVisible()
  await expectAccessible(page)

  const member = page.getByRole('button', { name: 'Joana Cavalcanti' })
  await member.click()
  await expect(page.getByRole('status')).toContainText('Você descobriu o apelido secreto da Joana!')
  await expect(page.getByRole('button', { name: 'Jojô do Censo' })).toBeVisible()

  // Holding Space on the icon for longer than 300 ms shows the technical details.
  await page.getByRole('button', { name: 'Ícone do Recenseamento' }).focus()
  await page.keyboard.down(' ')
  await page.clock.runFor(450)
  await page.keyboard.up(' ')
  await expect(page.getByRole('status')).toContainText('ambiente de teste')
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expect(page).toHaveURL(`${WEB_URL}/`)
})
