import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { expectBigEnough, expectUncovered, scrollToBottomEdge } from '../layout'
import { checkScreen, PHONE, TOUR_VIEWPORT } from '../screen-checks'
import { SPECIAL_WEB_URL as SPECIAL } from '../ports'
import {
  TARGET_PX,
  allowScreens,
  entityById,
  entityOf,
  fillLogin,
  persona,
  signInAs,
} from '../support'

/**
 * Every public screen, in each state a person brings it to, as someone on the smallest phone meets
 * it, one visit each (checkScreen: axe, 44 px controls, nothing cut at 320 px, text spacing, text
 * at 200 %). What the screens do is their component tests' (web/src/features/pages, login,
 * consent, chat).
 */
async function open(page: Page, path: string, title?: string) {
  await page.goto(path)
  await expect(
    page.getByRole('heading', { level: 1, ...(title ? { name: title } : {}) }),
  ).toBeVisible()
}

const select = (page: Page) => page.getByLabel('Selecione Municipio ou Estado')
const main = (page: Page) => page.getByRole('main')

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(TOUR_VIEWPORT)
})

test('the login, the help and the tutorials, with the cookie banner and its dialog', async ({
  page,
}) => {
  await open(page, '/')
  await expect(page.getByRole('region', { name: 'Este site usa cookies' })).toBeVisible()
  await checkScreen(page)
  // With an entity chosen, the captcha box and the chat button are there; the form filled in and
  // scrolled until the captcha shows whole at the bottom, the chat button covers none of it, here
  // and on the e2e phone (issue 40 §7).
  const p = persona('com-dependentes')
  await select(page).selectOption({ label: (await entityOf(p)).nome })
  await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).toBeVisible()
  await checkScreen(page)
  await fillLogin(page, p, { selectEntity: false })
  for (const viewport of [TOUR_VIEWPORT, PHONE]) {
    await page.setViewportSize(viewport)
    const captcha = page.locator('.captcha-dev')
    await scrollToBottomEdge(captcha)
    await expectUncovered(page.locator('.chat-launcher'), [captcha])
  }
  await page.setViewportSize(TOUR_VIEWPORT)

  await open(page, '/Sobre/', 'Sobre')
  await checkScreen(page)
  await page.getByRole('button', { name: 'Personalizar' }).click()
  await expect(page.getByRole('dialog', { name: 'Preferências de cookies' })).toBeVisible()
  await checkScreen(page)
  await page.keyboard.press('Escape')

  await open(page, '/Ajuda/', 'Ajuda')
  await checkScreen(page)
  await open(page, '/Tutorial/', 'Manual de utilização')
  await checkScreen(page)
  await open(page, '/Tutorial/3/', 'Manual de utilização')
  await expect(page.getByRole('button', { name: 'Contato' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await checkScreen(page)
  await open(page, '/TutorialCnis/', 'CNIS - MEU INSS')
  await checkScreen(page)
  // The receipt check: a receipt found authentic (caso-consolidado's), then a malformed protocol.
  await open(page, '/Validar/A3-F9-1C-0B-7D-2E/', 'Validar comprovante')
  await expect(page.getByRole('heading', { level: 2, name: 'Comprovante autêntico' })).toBeVisible()
  await checkScreen(page)
  await page.getByRole('textbox', { name: 'Protocolo' }).fill('A3-F9-1C')
  await page.getByRole('button', { name: 'Validar' }).click()
  await expect(page.getByText(/^Protocolo inválido/)).toBeVisible()
  await checkScreen(page)
  await open(page, '/About/')
  await checkScreen(page)
})

test("the entity's screens, before and after the entity is chosen, the chat open, and the menu", async ({
  page,
}) => {
  await open(page, '/Contato/', 'Contato')
  await checkScreen(page)
  await select(page).selectOption({ label: (await entityById('recife')).nome })
  await expect(main(page).getByText(/^Atendimento por chat/)).toBeVisible()
  await checkScreen(page)
  await main(page).getByRole('button', { name: 'Abrir o chat' }).click()
  await expect(page.getByRole('region', { name: 'Chat ao vivo' })).toBeVisible()
  await checkScreen(page)
  await page.keyboard.press('Escape')
  await select(page).selectOption({ label: (await entityById('sao-luis')).nome })
  await expect(main(page).getByText(/^Atendimento por chat/)).toHaveCount(0)
  await checkScreen(page)

  await open(page, '/Info/', 'Informações')
  await checkScreen(page)
  await select(page).selectOption({ label: (await entityById('olinda')).nome })
  await expect(main(page).getByRole('listitem').first()).toBeVisible()
  await checkScreen(page)

  await open(page, '/Legal/', 'Fundamentação Legal')
  await select(page).selectOption({ label: (await entityById('estado-pe')).nome })
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
  await checkScreen(page)

  await open(page, '/Termos/', 'Termos de uso')
  await checkScreen(page)
  await open(page, '/Privacy/', 'Política de privacidade')
  await checkScreen(page)

  // The menu, open: its button and each of its links a 44 px target on their own.
  const menuButton = page.getByRole('button', { name: 'Menu' })
  await expectBigEnough(menuButton, TARGET_PX)
  await menuButton.click()
  const menu = page.getByRole('navigation', { name: 'Menu de navegação' })
  await expect(menu).toBeVisible()
  await expectBigEnough(menu.getByRole('link'), TARGET_PX)
  await checkScreen(page)
})

test("a person logged in: the landing with its cookie prompt, and a special host's screens", async ({
  page,
}) => {
  allowScreens(1)
  await signInAs(page, 'sem-contatos')
  await open(page, '/', 'Bem-vindo ao Recenseamento')
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible()
  await checkScreen(page)

  await signInAs(page, 'ipsl', { origin: SPECIAL })
  await open(page, `${SPECIAL}/About/`, 'Bem-vindo ao Recenseamento')
  const image = page.getByRole('img', { name: (await entityById('ipsl.localhost')).nome })
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  await checkScreen(page)
  await open(page, `${SPECIAL}/Contato/`, 'Contato')
  await expect(select(page)).toHaveCount(0)
  await checkScreen(page)
  await open(page, `${SPECIAL}/Legal/`, 'Fundamentação Legal')
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
  await checkScreen(page)
})

test("the login's answers: an invalid CPF, refused data, the Atenção! screen, the code's confirmation, a special host", async ({
  page,
}) => {
  const wrongDate = persona('data-errada')
  const entity = await entityOf(wrongDate)
  const messages = entity.login_error_messages
  await open(page, '/')
  await select(page).selectOption({ label: entity.nome })
  await page.getByLabel('CPF').fill('12345678900')
  await expect(page.getByText(messages.cpf ?? '')).toBeVisible()
  await checkScreen(page)

  await fillLogin(page, wrongDate, { selectEntity: false })
  await page.getByRole('button', { name: 'Entrar' }).click()
  // The 401 text begins the 403 one: only an exact match tells them apart.
  await expect(page.getByText(messages['401'] ?? '', { exact: true })).toBeVisible()
  await checkScreen(page)

  await open(page, '/')
  await fillLogin(page, persona('erro-servidor'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('heading', { name: 'Atenção!' })).toBeVisible()
  await checkScreen(page)

  await open(page, '/')
  await fillLogin(page, persona('sms-email'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('radio', { name: /^Receber SMS em/ }).first()).toBeVisible()
  await checkScreen(page)

  await open(page, `${SPECIAL}/`)
  await expect(
    page.getByRole('img', { name: (await entityById('ipsl.localhost')).nome }),
  ).toBeVisible()
  await checkScreen(page)
})
