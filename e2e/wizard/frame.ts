import { expect, type Locator, type Page } from '@playwright/test'
import { signInAs } from '../support'

/** The census wizard's frame: open it, the active step, Anterior and Próximo, keyboard reach. */

/**
 * Opens the wizard from the help page's "Iniciar recenseamento", signing the persona in first
 * (without the login screens) unless the test has just logged in through them.
 */
export async function openWizard(page: Page, persona: string): Promise<void> {
  const loggedIn = page.url().endsWith('/Ajuda/') && (await signedIn(page).isVisible())
  if (!loggedIn) await signInAs(page, persona)
  await page.getByRole('link', { name: 'Iniciar recenseamento' }).first().click()
  await expect(page).toHaveURL(/\/Censo\/$/)
  await expect(activeStep(page, 'Perfil')).toBeVisible()
}

/** The header's Sair: there while a person is signed in. */
const signedIn = (page: Page): Locator => page.getByRole('button', { name: 'Sair' }).first()

/** The seven steps' titles, in order, as the wizard's frame shows them (census-wizard §2). */
export const STEP_TITLES = [
  'Perfil',
  'Documentos',
  'Contatos',
  'Dependentes',
  'Dados Funcionais',
  'Avaliação',
  'Imagens',
] as const

/** The heading of the active step (the frame marks it "etapa atual" for screen readers). */
export const activeStep = (page: Page, title: string): Locator =>
  page.getByRole('heading', { level: 2, name: `${title} (etapa atual)` })

export const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Próximo' })
export const previousButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Anterior' })

/** Próximo of a complete, saved step; the next step's title takes the focus. */
export async function goNextTo(page: Page, title: string): Promise<void> {
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).click()
  await expect(activeStep(page, title)).toBeFocused()
}

/** Próximo step after step, through `titles` (each step complete and saved). */
export async function goNextThrough(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) await goNextTo(page, title)
}

/**
 * Past every re-evaluation of a step's completeness (at most 1 s, after a documents save; see
 * web/src/features/wizard/timing.ts): with the page clock installed, Próximo is then settled.
 */
export const EVALUATED_MS = 1_100

/** Presses Tab until `target` has focus (at most `limit` times): proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Tabs to `target` and types `text` into it. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.type(text)
}

/** Tabs to `target` (at most `limit` presses) and presses `key` on it: Enter on a button. */
export async function pressOn(page: Page, target: Locator, key = 'Enter', limit?: number) {
  await tabTo(page, target, limit)
  await page.keyboard.press(key)
}
