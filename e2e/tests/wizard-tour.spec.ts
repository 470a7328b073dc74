import { expect, test } from '../fixtures'
import { h1 } from '../case-screens'
import type { Page } from '@playwright/test'
import {
  expectBigEnough,
  expectUncovered,
  overlapArea,
  pastViewport,
  scrollToBottomEdge,
} from '../layout'
import { checkScreen, PHONE, TOUR_VIEWPORT } from '../screen-checks'
import { TARGET_PX, allowScreens, signInAs } from '../support'
import { contactSection, openAdd, toContacts } from '../wizard/contacts'
import { section, toDocuments } from '../wizard/documents'
import { recordEntry, toEmployment } from '../wizard/employment'
import { goNextTo, nextButton, openWizard, previousButton } from '../wizard/frame'
import { chooseFile, imageEntry, pngFile, setUploadDelay, uploadHurried } from '../wizard/images'

/**
 * Every step of the wizard with its forms open, and the case screens, as someone on the smallest
 * phone meets them (checkScreen: axe, 44 px controls, nothing cut at 320 px, text spacing, text at
 * 200 %). The controls issue 40 names are also 44 × 44 CSS px on their own: the step headers'
 * help links, the accordion headers, the rating faces and the X on an image. What each step does
 * is its component tests' (web/src/features/wizard/steps).
 */
const big = (locator: Parameters<typeof expectBigEnough>[0]) => expectBigEnough(locator, TARGET_PX)

const RATING_QUESTION = 'Como você avalia este procedimento de auto-Recenseamento?'

/** Each face's tooltip, shown as the pointer rests on the face: inside the screen, off the question. */
async function expectTooltipsInside(page: Page) {
  const question = page.locator('legend', { hasText: RATING_QUESTION })
  const faces = page.locator('.rating-face')
  await expect(faces).toHaveCount(5)
  for (const face of await faces.all()) {
    await face.hover()
    const tooltip = face.locator('.rating-tooltip')
    await expect(tooltip).toHaveCSS('opacity', '1')
    expect(await pastViewport(page, tooltip), 'px past the screen').toBe(0)
    expect(await overlapArea(tooltip, question), 'px² over the question').toBe(0)
  }
}

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
  // The cookie toast covers neither the first field a person can fill, tapped where a phone's
  // keyboard leaves it (low on the screen), nor Próximo (issue 40 §7).
  await page.getByRole('button', { name: 'Aceitar Cookies' }).click()
  const saved = page.locator('.toast', { hasText: 'Suas preferências de cookies foram salvas.' })
  const first = page.getByRole('main').getByRole('textbox').and(page.locator(':enabled')).first()
  await scrollToBottomEdge(first)
  await first.focus()
  await expectUncovered(saved, [first, nextButton(page)])

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
  // Each face's tooltip stays on the screen and off the question, here and on the e2e phone; the
  // thanks for a choice covers neither Anterior nor Próximo.
  for (const viewport of [TOUR_VIEWPORT, PHONE]) {
    await page.setViewportSize(viewport)
    await expectTooltipsInside(page)
  }
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Estou totalmente satisfeito', exact: true }) })
    .click()
  const thanks = page.locator('.toast', { hasText: 'Obrigado por sua avaliação!' })
  await expectUncovered(thanks, [previousButton(page), nextButton(page)])
  await page.setViewportSize(TOUR_VIEWPORT)

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

test('the forms other people meet: the parents asked for, the question before a network goes, a retiree’s benefit, a pensioner’s instituidor', async ({
  page,
}) => {
  allowScreens(2)
  // Perfil of a person whose parents are missing: each field says so.
  await openWizard(page, 'sem-contatos')
  await expect(page.getByText('Este campo deve ser preenchido')).toHaveCount(2)
  await checkScreen(page)

  // A retiree: her Contatos asks before a network is removed; her record shows its benefit.
  await toContacts(page, 'aposentado')
  await page.getByRole('button', { name: /^Remover Facebook/ }).click()
  const question = page.getByRole('dialog', {
    name: 'Tem certeza que você deseja remover este registro?',
  })
  await expect(question).toBeVisible()
  await checkScreen(page)
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await goNextTo(page, 'Dependentes')
  await goNextTo(page, 'Dados Funcionais')
  await expect(page.getByRole('group', { name: 'Dados do benefício' })).toBeVisible()
  await checkScreen(page)

  // A pensioner: the instituidor's data, locked once his CPF was validated.
  await toEmployment(page, 'pensionista')
  await expect(page.getByRole('group', { name: 'Dados pessoais do instituidor' })).toBeVisible()
  await checkScreen(page)
})
