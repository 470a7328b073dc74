import { expect, type Locator, type Page } from '@playwright/test'
import { MOCK_URL } from './ports'
import { loginAs } from './support'

/** Helpers of the census wizard journeys (tests/wizard.spec.ts). */

export interface JournalEntry {
  method: string
  url: string
  status: number
  body?: unknown
}

function isEntry(value: unknown): value is JournalEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    typeof value.method === 'string' &&
    'url' in value &&
    typeof value.url === 'string' &&
    'status' in value &&
    typeof value.status === 'number'
  )
}

/** The mock's journal of requests (newest first). */
export async function journal(): Promise<JournalEntry[]> {
  const response = await fetch(`${MOCK_URL}/__dev/journal`)
  expect(response.ok).toBe(true)
  const body: unknown = await response.json()
  const entries = typeof body === 'object' && body !== null && 'entries' in body ? body.entries : []
  return Array.isArray(entries) ? entries.filter(isEntry) : []
}

export async function clearJournal(): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__dev/journal`, { method: 'DELETE' })
  expect(response.ok).toBe(true)
}

/** Writes (anything but GET, OPTIONS and the exchange reads) the mock received since cleared. */
export async function writes(): Promise<JournalEntry[]> {
  return (await journal()).filter(
    (entry) =>
      !['GET', 'OPTIONS', 'HEAD'].includes(entry.method) &&
      !entry.url.includes('/pessoa-fisica/exchange/'),
  )
}

/** Logs the persona in and opens the wizard from the help page's "Iniciar recenseamento". */
export async function openWizard(page: Page, persona: string): Promise<void> {
  await loginAs(page, persona)
  await page.getByRole('link', { name: 'Iniciar recenseamento' }).first().click()
  await expect(page).toHaveURL(/\/Censo\/$/)
  await expect(activeStep(page, 'Perfil')).toBeVisible()
}

/** The heading of the active step (the frame marks it "etapa atual" for screen readers). */
export const activeStep = (page: Page, title: string): Locator =>
  page.getByRole('heading', { level: 2, name: `${title} (etapa atual)` })

export const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Próximo' })
export const previousButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Anterior' })

/** Próximo of step 0 (complete and saved) to step 1. */
export async function toDocuments(page: Page): Promise<void> {
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).click()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
}

/** The accordion header of a document section, e.g. section(page, 1, 'Identidade'). */
export const section = (page: Page, number: number, title: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${number} ${title.replace('/', '\\/')}`) })

/** The open section's region (labelled by its header). */
export const panel = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: new RegExp(title) })

/** Presses Tab until `target` has focus (at most `limit` times): proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
