import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { expectAccessible } from '../support'

// The public screens' first frames written into their HTML by the build (docs/decisions/027).

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const banner = (page: Page) => page.getByRole('region', { name: 'Este site usa cookies' })
const splash = (page: Page) => page.getByText('Carregando o Recenseamento…')

/** The page as a phone shows it while the app's JavaScript is still on its way. */
async function withoutTheApp(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort())
}

test('the help page shows before the app runs, its buttons waiting for it', async ({ page }) => {
  await withoutTheApp(page)
  await page.goto('/Ajuda/')
  await expect(h1(page, 'Ajuda')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible()
  await expect(banner(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceitar Cookies' })).toBeDisabled()
  await expect(splash(page)).toBeHidden()
  await expectAccessible(page)
})

test('the login shows its frame before the app runs; cookies answered, no banner', async ({
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
})

test('a person logged in, or another path served the same HTML, sees the splash', async ({
  page,
}) => {
  await withoutTheApp(page)
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
