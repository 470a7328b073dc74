import type { Locator, Page } from '@playwright/test'
import { goNextTo } from './frame'

/** Step 1 Documentos: its accordion sections. */

/** Próximo of step 0 (complete and saved) to step 1. */
export const toDocuments = (page: Page): Promise<void> => goNextTo(page, 'Documentos')

/** The accordion header of a document section, e.g. section(page, 1, 'Identidade'). */
export const section = (page: Page, number: number, title: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${number} ${title.replace('/', '\\/')}`) })

/** The open section's region (labelled by its header). */
export const panel = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: new RegExp(title) })

/** SALVAR of the open section, by its title. */
export const saveSection = (page: Page, title: string): Promise<void> =>
  panel(page, title).getByRole('button', { name: 'SALVAR' }).click()
