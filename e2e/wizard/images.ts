import { expect, type Locator, type Page } from '@playwright/test'
import { MOCK_URL } from '../ports'
import { toEmployment } from './employment'
import { goNextTo } from './frame'

/** Step 6 Imagens: the document types' entries, uploads, the storage's test settings. */

/** Logs the persona in and walks to step 6 (its steps 0 to 4 complete; 3 and 5 always are). */
export async function toImages(page: Page, persona: string): Promise<void> {
  await toEmployment(page, persona)
  await goNextTo(page, 'Avaliação')
  await goNextTo(page, 'Imagens')
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** A type's accordion header, e.g. imageEntry(page, 'Foto'). */
export const imageEntry = (page: Page, label: string): Locator =>
  page.getByRole('button', {
    name: new RegExp(`^\\d+ ${escaped(label)} \\((obrigatório|opcional)\\)`),
  })

/** Headers of the required types still missing. */
export const missingEntries = (page: Page): Locator =>
  page.getByRole('button', { name: /\(obrigatório, incompleto\)$/ })

/** A 1×1 PNG: the storage reads the bytes to check they are the type declared. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export const pngFile = (name = 'documento.png') => ({ name, mimeType: 'image/png', buffer: PNG })

/** Chooses a file in the controls of `scope` (the open entry, or the capture dialog). */
export async function chooseFile(
  scope: Locator | Page,
  file: { name: string; mimeType: string; buffer: Buffer } = pngFile(),
): Promise<void> {
  await scope.getByLabel('Escolher arquivo').setInputFiles(file)
}

/** How long the mock keeps a new upload processing: 0 at once, null never (the Timeout path). */
export async function setUploadDelay(ms: number | null): Promise<void> {
  const response = await fetch(`${MOCK_URL}/__dev/storage`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ upload_delay_ms: ms }),
  })
  expect(response.ok).toBe(true)
}
