import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { TARGET_PX, allowScreens, expectAccessible } from '../support'
import { section, toDocuments } from '../wizard/documents'
import { recordEntry } from '../wizard/employment'
import { goNextTo, openWizard } from '../wizard/frame'
import { chooseFile, imageEntry, pngFile, setUploadDelay, uploadHurried } from '../wizard/images'

/**
 * The controls issue 40 names are 44 × 44 CSS px at least, each of them (every screen's controls
 * are also measured, with their spacing, by expectAccessible): the menu, the step headers, the
 * accordion headers, the rating faces and the X on an image.
 */
async function expectBigEnough(controls: Locator) {
  await expect(controls.first()).toBeVisible()
  for (const control of await controls.filter({ visible: true }).all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? ''
    await expect
      .poll(async () => {
        const box = await control.boundingBox()
        return box ? Math.min(box.width, box.height) : 0
      }, `the smaller side of ${name.trim()}, CSS px`)
      .toBeGreaterThanOrEqual(TARGET_PX - 0.5)
  }
}

test('the menu button and its links are 44 px targets', async ({ page }) => {
  await page.goto('/Ajuda/')
  await expectBigEnough(page.getByRole('button', { name: 'Menu' }))
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu de navegação' })
  await expect(menu).toBeVisible()
  await expectBigEnough(menu.getByRole('link'))
  await expectAccessible(page)
})

test('step headers, accordion headers, rating faces and the X on an image are 44 px targets', async ({
  page,
}) => {
  allowScreens(3)
  await setUploadDelay(0)
  await openWizard(page, 'com-dependentes')
  // A step header's control is its help link (the title is not a button).
  await expectBigEnough(page.locator('.wizard-step-header').getByRole('link'))
  await toDocuments(page)
  await expectBigEnough(section(page, 2, 'PIS/PASEP/NIT'))
  await goNextTo(page, 'Contatos')
  await goNextTo(page, 'Dependentes')
  await goNextTo(page, 'Dados Funcionais')
  await expectBigEnough(recordEntry(page, 'Servidor ativo'))
  await goNextTo(page, 'Avaliação')
  await expectBigEnough(page.locator('.rating-face'))
  await expectAccessible(page)
  await goNextTo(page, 'Imagens')
  await expectBigEnough(imageEntry(page, 'Foto'))
  // An image sent to the open entry (RG) shows with its X.
  const rg = imageEntry(page, 'RG (Carteira de Identidade)')
  await expect(rg).toHaveAttribute('aria-expanded', 'true')
  await uploadHurried(
    page,
    () => chooseFile(page.getByRole('main'), pngFile('rg.png')),
    () => expect(rg).toHaveAccessibleName(/\(completo\)$/, { timeout: 250 }),
  )
  const remove = page.getByRole('button', { name: /^Remover RG .*: arquivo 1$/ })
  await expectBigEnough(remove)
  await expectAccessible(page)
})
