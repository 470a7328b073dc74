import { expect, test } from '../fixtures'
import { WEB_PORT } from '../ports'
import { entityOf, expectAccessible, fillLogin, persona, waitForCode } from '../support'

test('login by SMS code lands on the help page, and logout returns to the login', async ({
  page,
}) => {
  const p = persona('sms-email')
  await page.goto('/')
  await expectAccessible(page)
  await fillLogin(page, p)
  await page.getByRole('button', { name: 'Entrar' }).click()

  const sms = page.getByRole('radio', { name: /Receber SMS em/ })
  await expect(sms).toBeVisible()
  await expectAccessible(page)
  await sms.check()
  const message = await waitForCode('sms')
  await page.getByLabel('Código').fill(message.code)
  await page.getByRole('button', { name: 'Confirmar' }).click()

  await expect(page).toHaveURL(/\/Ajuda\/$/)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sair' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
  // The person token is gone: nothing stored, or at most an app token without a user.
  const stored = await page.evaluate(() => localStorage.getItem('token'))
  const payload: unknown = stored ? JSON.parse(atob(stored.split('.')[1] ?? '')) : {}
  expect(payload).not.toHaveProperty('user')
})

test('login by e-mail code', async ({ page }) => {
  const p = persona('sms-email')
  await page.goto('/')
  await fillLogin(page, p)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('radio', { name: /Receber email em/ }).check()
  const message = await waitForCode('email')
  expect(message.to).toContain('@')
  await page.getByLabel('Código').fill(message.code)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page).toHaveURL(/\/Ajuda\/$/)
})

test('a person without contacts logs in directly', async ({ page }) => {
  await page.goto('/')
  await fillLogin(page, persona('sem-contatos'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page).toHaveURL(/\/Ajuda\/$/)
})

test('a person with status limited lands on /Status/, which sends a person without a case to /Censo/', async ({
  page,
}) => {
  await page.goto('/')
  await fillLogin(page, persona('limitado'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  // Spec §4: limited → /Status/; /Status/ with no case (404) → /Censo/. Any other landing
  // (/Ajuda/) would stay where it is.
  await expect(page.getByRole('heading', { level: 1, name: 'Recenseamento' })).toBeVisible()
  await expect(page).toHaveURL(/\/Censo\/$/)
})

test('an invalid code shows a toast and returns to the start of confirmation', async ({ page }) => {
  await page.goto('/')
  await fillLogin(page, persona('sms-email'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('radio', { name: /Receber SMS em/ }).check()
  const { code } = await waitForCode('sms')
  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByLabel('Código').fill(wrong)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Código inválido')).toBeVisible()
  await expect(page.getByLabel('Código')).toBeHidden()
  await expect(page.getByRole('radio', { name: /Receber SMS em/ })).not.toBeChecked()
})

test('wrong birth date, unknown CPF and blocked person get inline messages', async ({ page }) => {
  const wrongDate = persona('data-errada')
  const messages = (await entityOf(wrongDate)).login_error_messages
  await page.goto('/')
  await fillLogin(page, wrongDate)
  await page.getByRole('button', { name: 'Entrar' }).click()
  // The 401 text begins the 403 one: only an exact match tells them apart.
  await expect(
    page.getByText(messages['401'] ?? 'Os dados informados não conferem', { exact: true }),
  ).toBeVisible()
  await expectAccessible(page)

  await page.goto('/')
  await fillLogin(page, persona('desconhecido'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(
    page.getByText('Cadastro não localizado...verifique seus dados e tente novamente.'),
  ).toBeVisible()

  await page.goto('/')
  await fillLogin(page, persona('bloqueado'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByText(messages['403'] ?? 'Os dados informados não conferem')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('a server error shows the Atenção! screen with Voltar', async ({ page }) => {
  await page.goto('/')
  await fillLogin(page, persona('erro-servidor'))
  await page.getByRole('button', { name: 'Entrar' }).click()
  await expect(page.getByRole('heading', { name: 'Atenção!' })).toBeVisible()
  const messages = (await entityOf(persona('erro-servidor'))).login_error_messages
  await expect(page.getByText(messages['500'] ?? '')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Voltar' }).click()
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
})

test('Entrar stays disabled until CPF, date, terms and captcha are valid', async ({ page }) => {
  const p = persona('sem-contatos')
  await page.goto('/')
  const send = page.getByRole('button', { name: 'Entrar' })
  await expect(send).toBeDisabled()
  await fillLogin(page, p)
  await expect(send).toBeEnabled()
  await page.getByRole('checkbox', { name: /termos/i }).uncheck()
  await expect(send).toBeDisabled()
  await page.getByRole('checkbox', { name: /termos/i }).check()
  await expect(send).toBeEnabled()
  const captcha = page.getByRole('checkbox', { name: 'Não sou um robô' })
  await captcha.uncheck()
  await expect(send).toBeDisabled()
  await captcha.check()
  await expect(send).toBeEnabled()
  await page.getByLabel('CPF').fill('12345678900')
  await expect(send).toBeDisabled()
  await page.getByLabel('CPF').fill(p.cpf)
  await expect(send).toBeEnabled()
  await page.getByLabel('Data de nascimento').fill('31/02/1960')
  await expect(send).toBeDisabled()
})

test('an invalid CPF shows the message of the entity', async ({ page }) => {
  await page.goto('/')
  const entity = await entityOf(persona('sms-email'))
  await page.getByLabel('Selecione Municipio ou Estado').selectOption({ label: entity.nome })
  await page.getByLabel('CPF').fill('12345678900')
  await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(entity.login_error_messages.cpf ?? '')).toBeVisible()
  await expectAccessible(page)
})

test('the special host shows its banner and no entity selector', async ({ page }) => {
  const p = persona('ipsl')
  await page.goto(`http://ipsl.localhost:${WEB_PORT}/`)
  // The banner's alt is the entity's name; a broken image would have no natural width.
  const banner = page.getByRole('img', { name: (await entityOf(p)).nome, exact: true })
  await expect(banner).toBeVisible()
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByLabel('Selecione Municipio ou Estado')).toHaveCount(0)
  await expectAccessible(page)
  await fillLogin(page, p, { selectEntity: false })
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('radio', { name: /Receber SMS em/ }).check()
  const { code } = await waitForCode('sms')
  await page.getByLabel('Código').fill(code)
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page).toHaveURL(/\/Ajuda\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ajuda' })).toBeVisible()
})
