import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { MOCK_URL, WEB_OUT_DIR } from '../ports'
import { expectAccessible, hasFields, loginAs, persona } from '../support'

// Installable app, service worker and offline rules (spec §2/§4), biometric login (spec §4).

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

const isIcon = (value: unknown): value is ManifestIcon =>
  hasFields(value, { src: 'string', sizes: 'string', type: 'string' })

test('the web manifest is served, complete, and its icons exist in the sizes it declares', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(h1(page, /./)).toBeVisible()
  await expectAccessible(page)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const response = await request.get(href ?? '')
  expect(response.ok()).toBe(true)
  const manifest: unknown = await response.json()
  expect(manifest).toMatchObject({
    name: 'Recenseamento',
    short_name: 'Recenseamento',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f8a',
    background_color: '#ffffff',
  })
  const icons: unknown =
    typeof manifest === 'object' && manifest !== null && 'icons' in manifest ? manifest.icons : []
  expect(Array.isArray(icons) && icons.every(isIcon)).toBe(true)
  const pngs = (Array.isArray(icons) ? icons.filter(isIcon) : []).filter(
    (icon) => icon.type === 'image/png',
  )
  const has = (sizes: string, purpose: string) =>
    pngs.some((icon) => icon.sizes === sizes && (icon.purpose ?? 'any') === purpose)
  expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true)
  for (const icon of pngs) {
    const image = await request.get(icon.src)
    expect(image.ok(), icon.src).toBe(true)
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes)
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(pngSize(await (await request.get(apple ?? '')).body())).toBe('180x180')
})

/** Opens `/` online and waits until the service worker has precached the app and controls it. */
async function visitOnce(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The value at `keys` inside a JSON answer, or undefined. */
function dig(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined
    current = Reflect.get(current, key) as unknown
  }
  return current
}

async function metadataTerms(): Promise<string> {
  const response = await fetch(`${MOCK_URL}/meta/v2/data/censo/`)
  const terms = dig(await response.json(), 'items', 0, 'value', 'termos_privacidade', 'termos_uso')
  const firstLine =
    typeof terms === 'string'
      ? terms
          .split(/\n+/)
          .map((line) => line.trim())
          .find(Boolean)
      : undefined
  if (!firstLine) throw new Error('the metadata has no terms of use')
  return firstLine
}

test('the service worker registers, controls the page, and the offline routes open with no network', async ({
  page,
  context,
}) => {
  await visitOnce(page)
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration()
    return { scope: found?.scope, script: found?.active?.scriptURL }
  })
  expect(registration.scope).toMatch(/\/$/)
  expect(registration.script).toMatch(/\/sw\.js$/)
  const terms = await metadataTerms()

  await context.setOffline(true)
  const offlineRoutes: [string, RegExp][] = [
    ['/', /./],
    ['/About/', /./],
    ['/Privacy/', /privacidade/i],
    ['/Info/', /^Informações$/],
    ['/Ajuda/', /^Ajuda$/],
    ['/Contato/', /^Contato$/],
    ['/Sobre/', /^Sobre$/],
    ['/Legal/', /^Fundamentação Legal$/],
    ['/Termos/', /termos/i],
    ['/TutorialCnis/', /^CNIS - MEU INSS$/],
  ]
  for (const [route, title] of offlineRoutes) {
    await page.goto(route)
    await expect(h1(page, title), route).toBeVisible()
    await expect(page.getByText('Você está offline.', { exact: false })).toHaveCount(0)
    await expectAccessible(page)
  }
  // The texts come from the metadata kept on the device.
  await page.goto('/Termos/')
  await expect(page.getByText(terms, { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveCount(0)
  await page.goto('/')
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  await context.setOffline(false)
})

test('the service worker registers only once the screen has its data, not while a read is on its way', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
    navigator.serviceWorker.register = (...args) => {
      Reflect.set(window, 'registerCalled', true)
      return register(...args)
    }
  })
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`${MOCK_URL}/meta/**`, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  // The page has loaded and the app has replaced the prerendered frame; one task more.
  await page.waitForFunction(() => document.readyState === 'complete')
  await expect(page.locator('.prerendered')).toHaveCount(0)
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  expect(await page.evaluate(() => Reflect.get(window, 'registerCalled') === true)).toBe(false)

  release()
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready)
  expect(await page.evaluate(() => Reflect.get(window, 'registerCalled') === true)).toBe(true)
})

test('any other route shows the offline screen, and its retry link brings the screen back online', async ({
  page,
  context,
}) => {
  await visitOnce(page)
  await context.setOffline(true)
  await page.goto('/Tutorial/')
  await expect(h1(page, 'Sem conexão')).toBeVisible()
  await expect(
    page.getByText('Você está offline. Verifique a sua conexão com a internet e tente novamente.'),
  ).toBeVisible()
  await expect(h1(page, 'Manual de utilização')).toHaveCount(0)
  await expectAccessible(page)
  // Still offline: trying again keeps the offline screen (no browser error page).
  await page.getByRole('link', { name: 'Tentar novamente' }).click()
  await expect(h1(page, 'Sem conexão')).toBeVisible()

  // Back online, the screen returns: by itself where the browser fires `online` (Chromium 156
  // does at once), through "Tentar novamente" where it does not. Which one is the browser's
  // choice, not the person's; what holds either way is that nothing stays on "Sem conexão".
  await context.setOffline(false)
  await expect(async () => {
    const retry = page.getByRole('link', { name: 'Tentar novamente' })
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 })
    await expect(h1(page, 'Manual de utilização')).toBeVisible({ timeout: 1_000 })
  }).toPass({ intervals: [250, 500, 1_000], timeout: 15_000 })
  await expect(h1(page, 'Sem conexão')).toHaveCount(0)
  await expectAccessible(page)
})

test('a new deploy takes over: the next screen change loads the new version', async ({ page }) => {
  await visitOnce(page)
  await page.evaluate(() => Object.assign(window, { oldVersion: true }))
  // A deploy: the server now has a different sw.js (the browser compares it byte by byte).
  // This worker's build (ports.ts): the one its preview serves.
  const here = path.dirname(fileURLToPath(import.meta.url))
  const worker = path.resolve(here, '..', '..', 'web', WEB_OUT_DIR, 'sw.js')
  const deployed = readFileSync(worker, 'utf8')
  try {
    writeFileSync(worker, `${deployed}\n// next deploy\n`)
    // The state, not the event: the page is controlled by another worker than the one it had.
    await page.evaluate(() =>
      Object.assign(window, { firstController: navigator.serviceWorker.controller }),
    )
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            navigator.serviceWorker.controller !== null &&
            navigator.serviceWorker.controller !== Reflect.get(window, 'firstController'),
        ),
      )
      .toBe(true)
  } finally {
    writeFileSync(worker, deployed)
  }
  // Nothing reloads under the person's fingers; the next screen is a full load of the new version.
  expect(await page.evaluate(() => 'oldVersion' in window)).toBe(true)
  await page.getByRole('link', { name: 'Termos de uso' }).click()
  await expect(h1(page, /termos/i)).toBeVisible()
  await expectAccessible(page)
  await expect.poll(() => page.evaluate(() => 'oldVersion' in window)).toBe(false)
})

test('the retry link reloads the page when the device is online', async ({ page }) => {
  await page.goto('/Offline/')
  await expect(h1(page, 'Sem conexão')).toBeVisible()
  await expectAccessible(page)
  await page.evaluate(() => Object.assign(window, { beforeReload: true }))
  await page.getByRole('link', { name: 'Tentar novamente' }).click()
  // A new page: the mark left on the old one is gone, and the screen is back.
  await expect.poll(() => page.evaluate(() => 'beforeReload' in window)).toBe(false)
  await expect(h1(page, 'Sem conexão')).toBeVisible()
})

/** Chromium's virtual platform authenticator (CDP WebAuthn domain), for this page. */
async function addAuthenticator(context: BrowserContext, page: Page, isUserVerified: boolean) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified,
      automaticPresenceSimulation: true,
    },
  })
}

const savedLogin = (page: Page) =>
  page.evaluate(() => ['cpf', 'nascimento', 'oid'].map((key) => localStorage.getItem(key)))

async function askForBiometrics(page: Page) {
  await page.goto('/Biometria/')
  await expect(h1(page, 'Biometria')).toBeVisible()
  const toggle = page.getByRole('switch', { name: 'BIOMETRIA' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(toggle).not.toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText(/A biometria é usada apenas para abrir o aplicativo/)).toBeVisible()
  await expectAccessible(page)
  await toggle.click()
  const dialog = page.getByRole('dialog', { name: 'Deseja usar a sua digital para se autenticar?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Sim, usar a digital' }).click()
  return toggle
}

test('biometrics: after the fingerprint, cpf, nascimento and oid are saved and fill the login', async ({
  page,
  context,
}) => {
  const p = persona('sem-contatos')
  await addAuthenticator(context, page, true)
  await loginAs(page, 'sem-contatos')
  const toggle = await askForBiometrics(page)
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText(/Biometria ativada/)).toBeVisible()
  const [day, month, year] = p.nascimento.split('/')
  expect(await savedLogin(page)).toEqual([p.cpf, `${year}-${month}-${day}`, p.oid])

  // Logged out, the login offers the biometric entry; the device verifies, the fields fill in.
  await page.getByRole('button', { name: 'Sair' }).first().click()
  await page.getByRole('button', { name: 'Entrar com biometria' }).click()
  await expect(page.getByLabel('CPF')).toHaveValue(
    p.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
  )
  await expect(page.getByLabel('Data de nascimento')).toHaveValue(p.nascimento)
  await expectAccessible(page)
  await page.getByRole('checkbox', { name: /termos/i }).check()
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).check()
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/Ajuda\/$/)
  await expectAccessible(page)

  // Turning it off removes the saved login (reached through the landing page's link).
  await page.goto('/')
  await page.getByRole('link', { name: 'Biometria', exact: true }).click()
  await page.getByRole('switch', { name: 'BIOMETRIA' }).click()
  await expect(page.getByRole('switch', { name: 'BIOMETRIA' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  expect(await savedLogin(page)).toEqual([null, null, null])
})

test('biometrics: when the device does not verify the person, nothing is saved', async ({
  page,
  context,
}) => {
  await addAuthenticator(context, page, false)
  await loginAs(page, 'sem-contatos')
  const toggle = await askForBiometrics(page)
  await expect(
    page.getByText('A digital não foi confirmada. Nada foi salvo neste aparelho.'),
  ).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  expect(await savedLogin(page)).toEqual([null, null, null])
  await expectAccessible(page)
})
