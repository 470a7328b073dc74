import { expect, test } from '../fixtures'
import { h1 } from '../case-screens'
import { expectBigEnough } from '../layout'
import { checkScreen, TOUR_VIEWPORT } from '../screen-checks'
import { TARGET_PX, allowScreens, signInAs } from '../support'
import { contactSection, openAdd } from '../wizard/contacts'
import { section, toDocuments } from '../wizard/documents'
import { recordEntry } from '../wizard/employment'
import { goNextTo, openWizard } from '../wizard/frame'
import { chooseFile, imageEntry, pngFile, setUploadDelay, uploadHurried } from '../wizard/images'

/**
 * Every step of the wizard with its forms open, and the case screens, as someone on the smallest
 * phone meets them (checkScreen: axe, 44 px controls, nothing cut at 320 px, text spacing, text at
 * 200 %). The controls issue 40 names are also 44 × 44 CSS px on their own: the step headers'
 * help links, the accordion headers, the rating faces and the X on an image. What each step does
 * is its component tests' (web/src/features/wizard/steps).
 */
const big = (locator: Parameters<typeof expectBigEnough>[0]) => expectBigEnough(locator, TARGET_PX)

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(TOUR_VIEWPORT)
})

test('every wizard step, with its forms open', async ({ page }) => {
  allowScreens(1)
  await setUploadDelay(0)
  await openWizard(page, 'com-dependentes')
  // A step header's control is its help link (the title is not a button).
  await big(page.locator('.wizard-step-header').getByRole('link'))
  await checkScreen(page)

  await toDocuments(page)
  await section(page, 2, 'PIS/PASEP/NIT').click()
  await expect(section(page, 2, 'PIS/PASEP/NIT')).toHaveAttribute('aria-expanded', 'true')
  await big(section(page, 2, 'PIS/PASEP/NIT'))
  await checkScreen(page)

  await goNextTo(page, 'Contatos')
  await openAdd(contactSection(page, 'Telefone'), 'Adicionar telefone')
  await expect(
    contactSection(page, 'Telefone').getByRole('button', { name: 'SALVAR' }),
  ).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Cancelar' }).first().click()

  await goNextTo(page, 'Dependentes')
  await page.getByRole('button', { name: 'Adicionar dependente' }).click()
  await expect(page.getByLabel('Motivo do início da dependência')).toBeVisible()
  await checkScreen(page)
  await page.getByRole('button', { name: 'Cancelar' }).click()

  await goNextTo(page, 'Dados Funcionais')
  await expect(recordEntry(page, 'Servidor ativo')).toHaveAttribute('aria-expanded', 'true')
  await big(recordEntry(page, 'Servidor ativo'))
  await checkScreen(page)

  await goNextTo(page, 'Avaliação')
  await expect(page.getByRole('radio')).toHaveCount(5)
  await big(page.locator('.rating-face'))
  await checkScreen(page)

  await goNextTo(page, 'Imagens')
  await big(imageEntry(page, 'Foto'))
  // Its open entry (RG) with the upload control, then with an image sent, shown with its X.
  const rg = imageEntry(page, 'RG (Carteira de Identidade)')
  await expect(rg).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible()
  await checkScreen(page)
  await uploadHurried(
    page,
    () => chooseFile(page.getByRole('main'), pngFile('rg.png')),
    () => expect(rg).toHaveAccessibleName(/\(completo\)$/, { timeout: 250 }),
  )
  await big(page.getByRole('button', { name: /^Remover RG .*: arquivo 1$/ }))
  await checkScreen(page)
})

for (const [key, path, title] of [
  ['caso-em-analise', '/Status/', 'Agora é com a gente!'],
  ['caso-consolidado', '/Status/', 'Cadastro consolidado!'],
  ['caso-devolvido', '/Review/', 'Atenção'],
] as const) {
  test(`${path} of ${key} ("${title}")`, async ({ page }) => {
    await signInAs(page, key)
    await page.getByRole('main').getByRole('link', { name: 'Iniciar recenseamento' }).click()
    await expect(h1(page, title)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await checkScreen(page)
  })
}
