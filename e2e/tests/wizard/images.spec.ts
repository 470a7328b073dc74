import type { Page } from '@playwright/test'
import { caseOf } from '../../case-support'
import { expect, test } from '../../fixtures'
import { MOCK_URL } from '../../ports'
import { allowScreens, expectAccessible, injectFault, persona } from '../../support'
import { toDocuments } from '../../wizard/documents'
import { goNextTo, openWizard, STEP_TITLES } from '../../wizard/frame'
import {
  chooseFile,
  imageEntry,
  missingEntries,
  pngFile,
  setUploadDelay,
  toImages,
  uploadHurried,
} from '../../wizard/images'

/** Step 6 Imagens and CONCLUIR against the mock. */

/** São Luís' persona: her parents' names typed, then steps 1 to 5 as seeded. */
async function semContatosToImages(page: Page) {
  await openWizard(page, 'sem-contatos')
  await page.getByLabel('Nome do pai').fill('Raimundo Nonato Costa')
  await page.getByLabel('Nome da mãe').fill('Maria José Costa')
  await toDocuments(page)
  for (const step of STEP_TITLES.slice(2)) await goNextTo(page, step)
}

/** The open entry's panel (a region labelled by its header). */
const openPanel = (page: Page) => page.locator('.accordion-panel:not([hidden])')

test('sends the photo and every required document, removes one, then CONCLUIR locks the case', async ({
  page,
  journal,
}) => {
  allowScreens(6)
  test.slow()
  await setUploadDelay(0)
  await semContatosToImages(page)
  const conclude = page.getByRole('button', { name: 'CONCLUIR' })
  await expect(conclude).toBeDisabled()
  // The photo first, open, with its tip.
  const photo = imageEntry(page, 'Foto')
  await expect(photo).toHaveAccessibleName(/\(obrigatório, incompleto\)$/)
  await expect(photo).toHaveAttribute('aria-expanded', 'true')
  await expectAccessible(page)

  // A file that is neither an image nor a PDF is refused, by name.
  await chooseFile(openPanel(page), {
    name: 'planilha.xlsx',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from('x'),
  })
  await expect(
    page.getByText(
      'O arquivo planilha.xlsx não é permitido. Você deve utilizar apenas arquivos de imagem ou PDF!',
    ),
  ).toBeVisible()

  await chooseFile(openPanel(page), pngFile('rosto.png'))
  await expect(page.getByText('Imagem enviada com sucesso!')).toBeVisible()
  await expect(photo).toHaveAccessibleName(/\(completo\)$/)
  await expect(openPanel(page).getByRole('img', { name: 'Foto: imagem 1' })).toBeVisible()

  // Every other required type, one after the other, until none is missing.
  let sent = 0
  while ((await missingEntries(page).count()) > 0) {
    const entry = missingEntries(page).first()
    const name = (await entry.getAttribute('aria-controls')) ?? ''
    await entry.click()
    await uploadHurried(
      page,
      () => chooseFile(page.locator(`[id="${name}"]`)),
      () =>
        expect(page.locator(`[aria-controls="${name}"]`)).toHaveAccessibleName(/\(completo\)$/, {
          timeout: 250,
        }),
    )
    sent += 1
  }
  // RG (or CNH), título, reservista, Ato de Posse, proof of his degree.
  expect(sent).toBe(5)
  await expectAccessible(page)

  // One removed at its X (no question): its entry is missing again, and sent again.
  const titulo = imageEntry(page, 'Título de Eleitor')
  await titulo.click()
  await journal.clear()
  await page.getByRole('button', { name: 'Remover Título de Eleitor: arquivo 1' }).click()
  await expect(titulo).toHaveAccessibleName(/\(obrigatório, incompleto\)$/)
  await expectAccessible(page)
  await expect
    .poll(() => journal.summary())
    .toEqual([
      'PUT /social/v1/pessoa-fisica/document/change/ 200',
      expect.stringMatching(/^DELETE \/storage\/v2\/doc\/\d+\/delete\/ 200$/),
    ])
  await expect(conclude).toBeDisabled()
  await chooseFile(openPanel(page))
  await expect(titulo).toHaveAccessibleName(/\(completo\)$/)

  // CONCLUIR asks with the entity's text, then locks the case and opens /Status/.
  await expect(conclude).toBeEnabled()
  await conclude.click()
  const question = page.getByRole('dialog', { name: 'Concluir o recenseamento' })
  await expect(question).toContainText('Deseja concluir?')
  await expectAccessible(page)
  await question.getByRole('button', { name: 'Concluir' }).click()
  await expect(page).toHaveURL(/\/Status\/$/)
  await expect(page.getByText('Agora é com a gente!')).toBeVisible()
  const locked = await caseOf(persona('sem-contatos').cpf)
  expect(locked?.status).toBe('locked')

  // The technician's console shows what was sent, as thumbnails.
  await page.goto(`${MOCK_URL}/__technician/`)
  const row = page.getByRole('row').filter({ hasText: 'Antônio Raimundo Costa' })
  await expect(row.getByRole('img')).toHaveCount(6)
})

test("a dependant's document through 'Capturar imagem'; a slow upload shows its progress", async ({
  page,
  journal,
}) => {
  allowScreens(3)
  await setUploadDelay(0)
  await toImages(page, 'com-dependentes')
  const dependants = imageEntry(page, 'Documentos dos dependentes')
  await dependants.click()
  await expect(page.getByText('Alice Guimarães — Filho')).toBeVisible()
  await page.getByRole('button', { name: 'Capturar imagem de Alice Guimarães' }).click()
  const dialog = page.getByRole('dialog', { name: 'Capturar imagem' })
  await expect(dialog.getByLabel('Escolher arquivo')).toBeDisabled()
  await dialog.getByLabel('Tipo de documento').selectOption({ label: 'Certidão de Nascimento' })
  await expectAccessible(page)
  await injectFault({ pattern: '/storage/v2/upload/', method: 'POST', latency_ms: 2_000, times: 1 })
  await journal.clear()
  await chooseFile(dialog, pngFile('certidao-alice.png'))
  await expect(dialog.getByRole('progressbar')).toBeVisible()
  await expect(
    dialog.getByRole('img', { name: /^Alice Guimarães: Certidão de Nascimento: imagem 1$/ }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByRole('progressbar')).toBeHidden()
  const writes = await journal.writes()
  const change = writes.find((entry) => entry.url.endsWith('/document/change/'))
  expect(change?.body).toMatchObject({ pf_id: 1102, add: ['dn4c1m'] })
  await dialog.getByRole('button', { name: 'Fechar' }).click()
  await expect(dialog).toBeHidden()
  const panel = page.getByRole('region', { name: /^\d+ Documentos dos dependentes/ })
  await expect(panel.getByRole('listitem').filter({ hasText: 'Alice Guimarães' })).toContainText(
    '1 documento(s) enviado(s)',
  )
})
