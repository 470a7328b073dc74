import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { allowScreens, expectAccessible, injectFault } from '../support'
import { nextButton, openWizard } from '../wizard/frame'

/** eMAG 3.1 and gov.br conventions (issue 40): skip links with access keys, the accessibility page, reduced motion. */

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const skipLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true })
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })

/**
 * Alt+`key` as Chrome on Linux or Windows receives it from the keyboard. Chromium takes access
 * keys from the key's character event, which Playwright's keyboard does not send with Alt held.
 */
async function pressAccessKey(page: Page, key: string): Promise<void> {
  // A keyboard reaches the window that has the focus: a page no key was pressed in yet may not.
  await page.bringToFront()
  const session = await page.context().newCDPSession(page)
  const base = { modifiers: 1, key, code: `Digit${key}` }
  const keyCode = key.charCodeAt(0)
  await session.send('Input.dispatchKeyEvent', {
    ...base,
    type: 'rawKeyDown',
    windowsVirtualKeyCode: keyCode,
  })
  await session.send('Input.dispatchKeyEvent', {
    ...base,
    type: 'char',
    text: key,
    unmodifiedText: key,
  })
  await session.send('Input.dispatchKeyEvent', {
    ...base,
    type: 'keyUp',
    windowsVirtualKeyCode: keyCode,
  })
  await session.detach()
}

test('the skip links come first, show when focused, and each (and its access key) moves focus to its target', async ({
  page,
}) => {
  await page.goto('/Ajuda/')
  await expect(h1(page, 'Ajuda')).toBeVisible()
  // The app has replaced the page's first frame (whose buttons wait for it, disabled).
  await expect(menuButton(page)).toBeEnabled()
  await expect(skipLink(page, 'Ir para o conteúdo')).toHaveAttribute('accesskey', '1')
  await expect(skipLink(page, 'Ir para o menu')).toHaveAttribute('accesskey', '2')
  await expect(skipLink(page, 'Ir para o rodapé')).toHaveAttribute('accesskey', '4')
  await expect(skipLink(page, 'Ir para o conteúdo')).not.toBeInViewport()

  // Tab from the top of the page: the three links, in order, each shown when it has the focus.
  for (const name of ['Ir para o conteúdo', 'Ir para o menu', 'Ir para o rodapé']) {
    await page.keyboard.press('Tab')
    await expect(skipLink(page, name)).toBeFocused()
    await expect(skipLink(page, name)).toBeInViewport()
  }
  await page.keyboard.press('Enter')
  await expect(page.getByRole('contentinfo')).toBeFocused()
  // The footer's next stop is its link to the accessibility page.
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }),
  ).toBeFocused()

  // The access keys, from anywhere on the screen. On a phone
  // the menu is the header's Menu button.
  await pressAccessKey(page, '2')
  await expect(menuButton(page)).toBeFocused()
  await pressAccessKey(page, '1')
  await expect(page.getByRole('main')).toBeFocused()
  await pressAccessKey(page, '4')
  await expect(page.getByRole('contentinfo')).toBeFocused()
  await expectAccessible(page)
})

test("a page's first frame (its HTML, before the app runs) has the skip links and the footer link", async ({
  request,
}) => {
  for (const path of ['/', '/Acessibilidade/']) {
    const html = await (await request.get(path)).text()
    for (const key of ['1', '2', '4']) expect(html).toMatch(new RegExp(`accesskey="${key}"`, 'i'))
    expect(html).toContain('Ir para o rodapé')
    expect(html).toContain('href="/Acessibilidade/"')
  }
})

test('on a wide screen "Ir para o menu" goes to the first link of the header\'s navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/Sobre/')
  await expect(h1(page, 'Sobre')).toBeVisible()
  // The app has replaced the page's first frame (prerendered: its links lead by plain navigation)
  // and shows the navigation's links: a key pressed before they come finds nothing to focus.
  await expect(page.locator('#root > .prerendered')).toHaveCount(0)
  const first = page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link')
    .first()
  await expect(first).toBeVisible()
  await pressAccessKey(page, '2')
  await expect(first).toBeFocused()
})

test("in a page's first frame, before the app runs, access keys 2, 4 and 1 move focus to their targets", async ({
  page,
}) => {
  // A wide screen: the header's navigation is shown (a phone's menu is the Menu button, which
  // waits for the app in the frame, disabled).
  await page.setViewportSize({ width: 1280, height: 800 })
  // The app's scripts never come (as in prerender.spec): the page stays its first frame, with
  // no code of the app to focus anything; the keys follow the links' plain anchors.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/Ajuda/')
  await expect(h1(page, 'Ajuda')).toBeVisible()
  await expect(page.locator('#root > .prerendered')).toHaveCount(1)
  const nav = page.getByRole('navigation', { name: 'Navegação principal' })
  await pressAccessKey(page, '2')
  await expect(nav).toBeFocused()
  // Its next stop is the menu's first link.
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link').first()).toBeFocused()
  await pressAccessKey(page, '4')
  await expect(page.getByRole('contentinfo')).toBeFocused()
  await pressAccessKey(page, '1')
  await expect(page.getByRole('main')).toBeFocused()
  // Still the first frame: the app never ran.
  await expect(page.locator('#root > .prerendered')).toHaveCount(1)
})

test('Acessibilidade: reached from the footer, it lists the access keys and how to use them', async ({
  page,
}) => {
  allowScreens(1)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }).click()
  await expect(page).toHaveURL(/\/Acessibilidade\/$/)
  await expect(h1(page, 'Acessibilidade')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  const keys = page.getByRole('table')
  await expect(keys.getByRole('row')).toHaveText([
    /Tecla\s*Atalho/,
    /1\s*Ir para o conteúdo/,
    /2\s*Ir para o menu/,
    /4\s*Ir para o rodapé/,
  ])
  await expect(page.getByText('No Firefox: Alt + Shift + o número.')).toBeVisible()
  for (const heading of [
    'Teclas de atalho',
    'Alto contraste',
    'Ampliação (zoom)',
    'Leitores de tela',
    'Menos movimento',
    'Encontrou um problema?',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Ver os canais de atendimento' })).toHaveAttribute(
    'href',
    '/Contato/',
  )
  await expectAccessible(page)
})

/** What animates on the page now (CSS animations and transitions), by the element's class. */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return target instanceof Element ? target.className : ''
    }),
  )

const motionOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node)
    return { animation: style.animationName, transition: style.transitionDuration }
  })

/** Perfil of `sem-contatos` filled in, its save held by the mock while Próximo shows it going. */
async function savingProfile(page: Page): Promise<Locator> {
  await openWizard(page, 'sem-contatos')
  await page.getByLabel('Nome do pai').fill('Raimundo Costa')
  await page.getByLabel('Nome da mãe').fill('Benedita Costa')
  await injectFault({
    pattern: '/social/v1/pessoa-fisica/perfil/',
    method: 'PATCH',
    latency_ms: 4_000,
    times: 1,
  })
  await nextButton(page).click()
  const spinner = page.locator('.spinner')
  await expect(spinner).toBeVisible()
  await expect(page.getByText('Salvando...')).toBeVisible()
  return spinner
}

test('with less motion asked, the spinner stands still (its text still says a save is going) and the menu panel opens without sliding; without, they move', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const spinner = await savingProfile(page)
  expect(await motionOf(spinner)).toEqual({ animation: 'none', transition: '0s' })
  expect(await runningAnimations(page)).toEqual([])
  // The system no longer asks, while the save still goes: the spinner spins.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect((await motionOf(spinner)).animation).toBe('spin')
  expect(await runningAnimations(page)).toContain('spinner')

  const panel = page.getByRole('navigation', { name: 'Menu de navegação' })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await menuButton(page).click()
  await expect(panel).toBeVisible()
  expect(await motionOf(panel)).toEqual({ animation: 'none', transition: '0s' })
  expect(await runningAnimations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await menuButton(page).click()
  await expect(panel).toBeVisible()
  expect((await motionOf(panel)).animation).toBe('slide-in')
})
