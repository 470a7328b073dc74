import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { logPersonaIn, putSessionIn } from '../../scripts/lib/mock-session.mjs'
import { MOCK_URL } from '../ports'
import { expectAccessible } from '../support'
import { activeStep } from '../wizard/frame'

// The first frames written into their HTML by the build (docs/decisions/027): the public
// screens' for a visitor, /Censo/'s for a person returning with a session.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const banner = (page: Page) => page.getByRole('region', { name: 'Este site usa cookies' })
const splash = (page: Page) => page.getByText('Carregando o Recenseamento…')
const location = (page: Page) => page.getByRole('region', { name: 'Localização do aparelho' })

/** The page as a phone shows it while the app's JavaScript is still on its way. */
async function withoutTheApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort())
}

test('the help page shows before the app runs, its buttons waiting for it; a link followed there, then Voltar, comes back to it', async ({
  page,
}) => {
  await withoutTheApp(page)
  await page.goto('/Ajuda/')
  await expect(h1(page, 'Ajuda')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible()
  await expect(banner(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceitar Cookies' })).toBeDisabled()
  await expect(splash(page)).toBeHidden()
  await expectAccessible(page)

  await page.unroute('**/assets/*.js')
  // A plain page load: the app never ran on the help page.
  await page.getByRole('link', { name: 'Ver os canais de atendimento' }).click()
  await expect(h1(page, 'Contato')).toBeVisible()
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expect(page).toHaveURL(/\/Ajuda\/$/)
  await expect(h1(page, 'Ajuda')).toBeVisible()
})

test('the login shows its frame before the app runs (cookies answered: no banner); another path served the same HTML, or a person logged in, sees the splash', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'censo_consent', value: '%7B%7D', url: baseURL ?? '', expires: 4102444799 },
  ])
  await withoutTheApp(page)
  await page.goto('/')
  await expect(h1(page, 'Acesso ao Recenseamento')).toBeVisible()
  await expect(banner(page)).toBeHidden()

  await page.goto('/Validar/')
  await expect(splash(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden()

  await page.evaluate(() => localStorage.setItem('token', 'a.b.c'))
  await page.goto('/Ajuda/')
  await expect(splash(page)).toBeVisible()
  await expect(h1(page, 'Ajuda')).toBeHidden()
})

test('the app takes the help page over: its buttons work', async ({ page }) => {
  await page.goto('/Ajuda/')
  await page.getByRole('button', { name: 'Aceitar Cookies' }).click()
  await expect(banner(page)).toBeHidden()
  await page.getByRole('link', { name: 'Assista ao Manual de utilização' }).click()
  await expect(page).toHaveURL(/\/Tutorial\/$/)
})

test.describe("a returning person's census frame", () => {
  // A persona no other journey logs in (each worker has a mock of its own).
  const PERSONA = 'nome-social'

  test.beforeEach(async ({ page, baseURL }) => {
    await putSessionIn(page, baseURL, await logPersonaIn(MOCK_URL, PERSONA))
  })

  test('shows before the app runs, its buttons waiting for it; without the location question once answered; the splash for a session no longer valid', async ({
    page,
  }) => {
    await withoutTheApp(page)
    await page.goto('/Censo/')
    await expect(h1(page, 'Recenseamento')).toBeVisible()
    await expect(location(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Permitir localização' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Sair' }).first()).toBeDisabled()
    await expect(page.getByText('Carregando...')).toBeVisible()
    await expect(splash(page)).toBeHidden()
    await expect(banner(page)).toBeHidden()
    await expectAccessible(page)

    await page.evaluate(() => localStorage.setItem('deviceLocation', 'declined'))
    await page.reload()
    await expect(h1(page, 'Recenseamento')).toBeVisible()
    await expect(location(page)).toBeHidden()

    await page.evaluate(() => localStorage.setItem('token', 'a.b.c'))
    await page.reload()
    await expect(splash(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  })

  test('the app takes it over: the question answers', async ({ page }) => {
    await page.goto('/Censo/')
    await page.getByRole('button', { name: 'Agora não' }).click()
    await expect(page.getByText('Tudo bem. As suas atualizações seguirão')).toBeFocused()
    await expect(activeStep(page, 'Perfil')).toBeVisible()
  })
})
