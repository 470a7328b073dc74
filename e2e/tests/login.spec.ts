import { expect, test } from '../fixtures'
import { SPECIAL_WEB_URL } from '../ports'
import { entityOf, fillLogin, persona, waitForCode } from '../support'

// What the login screen does on its own is checked by the web app's component tests
// (web/src/features/login/components/login-screen.test.tsx); what is left here are the journeys
// through the real mock and its outbox.

test('login by SMS code lands on the help page, and logout returns to the login', async ({
  page,
}) => {
  const p = persona('sms-email')
  await page.goto('/')
  await fillLogin(page, p)
  await page.getByRole('button', { name: 'Entrar' }).click()

  const sms = page.getByRole('radio', { name: /Receber SMS em/ })
  await sms.check()
  const message = await waitForCode('sms')
  await page.getByLabel('Código').fill(message.code)
  await page.getByRole('button', { name: 'Confirmar' }).click()

  await expect(page).toHaveURL(/\/Ajuda\/$/)
  await page.getByRole('button', { name: 'Sair' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
  // The person token is gone: nothing stored, or at most an app token without a user.
  const stored = await page.evaluate(() => localStorage.getItem('token'))
  const payload: unknown = stored ? JSON.parse(atob(stored.split('.')[1] ?? '')) : {}
  expect(payload).not.toHaveProperty('user')
})

test('the special host shows its banner, served, and no entity selector; its person logs in by SMS', async ({
  page,
}) => {
  const p = persona('ipsl')
  await page.goto(`${SPECIAL_WEB_URL}/`)
  // The banner's alt is the entity's name; a broken image would have no natural width.
  const banner = page.getByRole('img', { name: (await entityOf(p)).nome, exact: true })
  await expect(banner).toBeVisible()
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByLabel('Selecione Municipio ou Estado')).toHaveCount(0)
  await fillLogin(page, p, { selectEntity: false })
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('radio', { name: /Receber SMS em/ }).check()
  const { code } = await waitForCode('sms')
  await page.getByLabel('Código').fill(code)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page).toHaveURL(/\/Ajuda\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ajuda' })).toBeVisible()
})
