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

const clockInstalled = new WeakSet<Page>()

/**
 * Sends a file with `choose` and waits until `settled` passes and the file is sent (not only kept
 * on the device), moving the page's clock past the
 * pauses of the upload's status checks (1.5 s, then every 1 s: spec §9) instead of living
 * through them: with `setUploadDelay(0)` the mock answers at once, so only the app's own waits
 * are skipped; the unit tests of the upload check those pauses themselves. The clock (installed
 * once per page, before the upload's timers exist) otherwise runs as usual.
 */
export async function uploadHurried(
  page: Page,
  choose: () => Promise<void>,
  settled: () => Promise<void>,
): Promise<void> {
  if (!clockInstalled.has(page)) {
    await page.clock.install()
    clockInstalled.add(page)
  }
  await choose()
  await expect(async () => {
    await page.clock.fastForward(1_000)
    await settled()
    // Sent, not only kept on the device (a file waiting counts for its type, docs/decisions/028):
    // no upload under way, none waiting its turn.
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 250 })
    await expect(page.getByText(/guardado neste aparelho$/)).toHaveCount(0, { timeout: 250 })
  }).toPass({ intervals: [100, 250, 500], timeout: 15_000 })
}

/**
 * Sends one file for every required type still missing, as a person would: each entry opened in
 * turn; the dependants' entry through 'Capturar imagem' for each dependant without a document.
 * Answers how many files were sent.
 */
export async function sendEverythingMissing(page: Page): Promise<number> {
  let sent = 0
  while ((await missingEntries(page).count()) > 0) {
    const entry = missingEntries(page).first()
    const panelId = (await entry.getAttribute('aria-controls')) ?? ''
    const panel = page.locator(`[id="${panelId}"]`)
    if ((await entry.getAttribute('aria-expanded')) !== 'true') await entry.click()
    const capture = panel.getByRole('button', { name: /^Capturar imagem de / })
    if ((await capture.count()) > 0) {
      const waiting = panel.getByRole('listitem').filter({ hasText: 'Nenhum documento enviado' })
      const name = await waiting.first().getByRole('button').getAttribute('aria-label')
      await waiting.first().getByRole('button').click()
      const dialog = page.getByRole('dialog', { name: 'Capturar imagem' })
      await dialog.getByLabel('Tipo de documento').selectOption({ index: 1 })
      await uploadHurried(
        page,
        () => chooseFile(dialog),
        () => expect(dialog.getByRole('img')).toHaveCount(1, { timeout: 250 }),
      )
      await dialog.getByRole('button', { name: 'Fechar' }).click()
      await expect(
        panel.getByRole('listitem').filter({ has: page.getByRole('button', { name: name ?? '' }) }),
      ).toContainText('1 documento(s) enviado(s)')
    } else {
      const done = page.locator(`[aria-controls="${panelId}"]`)
      await uploadHurried(
        page,
        () => chooseFile(panel),
        () => expect(done).toHaveAccessibleName(/\(completo\)$/, { timeout: 250 }),
      )
    }
    sent += 1
  }
  return sent
}
