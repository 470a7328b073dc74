import type { Locator, Page } from '@playwright/test'
import { fillFields } from '../support'
import { toDocuments } from './documents'
import { goNextTo, openWizard } from './frame'

/** Step 2 Contatos: its four sections. */

/** Logs the persona in and walks to step 2 (its Perfil and Documentos must be complete). */
export async function toContacts(page: Page, persona: string): Promise<void> {
  await openWizard(page, persona)
  await toDocuments(page)
  await goNextTo(page, 'Contatos')
}

/** A section of step 2 (a region named by its heading: 'Telefone', 'Email'…). */
export const contactSection = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${title}`) })

/** Opens the section's form with its add button and fills `values` in it (as `fillFields`). */
export async function openAdd(
  section: Locator,
  label: string,
  values: Record<string, string> = {},
): Promise<void> {
  await section.getByRole('button', { name: label }).click()
  await fillFields(section, values)
}

export const saveContact = (section: Locator): Promise<void> =>
  section.getByRole('button', { name: 'SALVAR' }).click()
