import type { Locator, Page } from '@playwright/test'
import { toContacts } from './contacts'
import { goNextTo } from './frame'

/** Step 4 Dados Funcionais: one accordion entry per employment record. */

/** Logs the persona in and walks to step 4 (its Perfil, Documentos and Contatos complete). */
export async function toEmployment(page: Page, persona: string): Promise<void> {
  await toContacts(page, persona)
  await goNextTo(page, 'Dependentes')
  await goNextTo(page, 'Dados Funcionais')
}

/** A record's accordion header: its number, registration number (or N/I) and category. */
export const recordEntry = (page: Page, category: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^\\d+ .+ — ${category} \\(`) })
