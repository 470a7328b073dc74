import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { h1 } from '../case-screens'
import { applyTextSpacing, expectNothingCut } from '../layout'
import { allowScreens, entityOf, persona, signInAs } from '../support'
import { contactSection, openAdd } from '../wizard/contacts'
import { section, toDocuments } from '../wizard/documents'
import { recordEntry } from '../wizard/employment'
import { activeStep, goNextTo, openWizard } from '../wizard/frame'
import { imageEntry } from '../wizard/images'

/**
 * Nothing makes the page scroll sideways or cuts anything (header, titles, forms, wizard buttons,
 * accordions): WCAG 1.4.10 at 320 CSS px (400 % of a 1280 px window), text enlarged to 200 %
 * (1.4.4) on a common small phone, 360 px, and 1.4.12's text spacing.
 */
const NARROWEST = { width: 320, height: 640 }
const SMALL_PHONE = { width: 360, height: 740 }

/** Every public screen (no login needed), the login first. */
const PUBLIC_SCREENS = [
  '/',
  '/Ajuda/',
  '/Contato/',
  '/Info/',
  '/Tutorial/',
  '/TutorialCnis/',
  '/Sobre/',
  '/About/',
  '/Legal/',
  '/Privacy/',
  '/Termos/',
  '/Validar/',
]

/** Doubles the root font size, as a person who enlarges the text does. */
async function enlargeText(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })
}

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
}

/** Each public screen, then the open menu; `check` runs on every one. */
async function visitPublicScreens(page: Page, check: (page: Page) => Promise<void>) {
  for (const path of PUBLIC_SCREENS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await check(page)
  }
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Menu de navegação' })).toBeVisible()
  await check(page)
}

/** The login with its entity chosen: the captcha box and the chat button are there. */
async function openLoginWithEntity(page: Page) {
  await page.goto('/')
  await page
    .getByLabel('Selecione Municipio ou Estado')
    .selectOption({ label: (await entityOf(persona('com-dependentes'))).nome })
  await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).toBeVisible()
}

test('every public screen and the open menu reflow at 320 px, nothing cut', async ({ page }) => {
  await page.setViewportSize(NARROWEST)
  await visitPublicScreens(page, expectNothingCut)
})

test('the login, with its entity and captcha, reflows at 320 px', async ({ page }) => {
  await page.setViewportSize(NARROWEST)
  await openLoginWithEntity(page)
  await expectNothingCut(page)
})

test('public screens and the open menu fit a 360 px phone at 200 % text', async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE)
  await enlargeText(page)
  await visitPublicScreens(page, expectNoSidewaysScroll)
})

test('every wizard step reflows at 320 px with its forms open', async ({ page }) => {
  allowScreens(4)
  await page.setViewportSize(NARROWEST)
  await openWizard(page, 'com-dependentes')
  await expectNothingCut(page)
  await toDocuments(page)
  await section(page, 2, 'PIS/PASEP/NIT').click()
  await expect(section(page, 2, 'PIS/PASEP/NIT')).toHaveAttribute('aria-expanded', 'true')
  await expectNothingCut(page)
  await goNextTo(page, 'Contatos')
  await openAdd(contactSection(page, 'Telefone'), 'Adicionar telefone')
  await expect(
    contactSection(page, 'Telefone').getByRole('button', { name: 'SALVAR' }),
  ).toBeVisible()
  await expectNothingCut(page)
  await page.getByRole('button', { name: 'Cancelar' }).first().click()
  await goNextTo(page, 'Dependentes')
  await page.getByRole('button', { name: 'Adicionar dependente' }).click()
  await expect(page.getByLabel('Motivo do início da dependência')).toBeVisible()
  await expectNothingCut(page)
  await page.getByRole('button', { name: 'Cancelar' }).click()
  await goNextTo(page, 'Dados Funcionais')
  await expect(recordEntry(page, 'Servidor ativo')).toHaveAttribute('aria-expanded', 'true')
  await expectNothingCut(page)
  await goNextTo(page, 'Avaliação')
  await expect(page.getByRole('radio')).toHaveCount(5)
  await expectNothingCut(page)
  await goNextTo(page, 'Imagens')
  // Its open entry (RG) with the upload control.
  await expect(imageEntry(page, 'RG (Carteira de Identidade)')).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Escolher arquivo' })).toBeVisible()
  await expectNothingCut(page)
})

test('the wizard (header, steps, Anterior/Próximo, accordion) fits a 360 px phone at 200 % text', async ({
  page,
}) => {
  await page.setViewportSize(SMALL_PHONE)
  await enlargeText(page)
  await openWizard(page, 'documentos-feminino')
  await expectNoSidewaysScroll(page)
  await toDocuments(page)
  await expect(activeStep(page, 'Documentos')).toBeVisible()
  await section(page, 2, 'PIS/PASEP/NIT').click()
  await expectNoSidewaysScroll(page)
})

for (const [key, path, title] of [
  ['caso-em-analise', '/Status/', 'Agora é com a gente!'],
  ['caso-consolidado', '/Status/', 'Cadastro consolidado!'],
  ['caso-devolvido', '/Review/', 'Atenção'],
] as const) {
  test(`${path} of ${key} ("${title}") reflows at 320 px`, async ({ page }) => {
    await page.setViewportSize(NARROWEST)
    await signInAs(page, key)
    await page.getByRole('main').getByRole('link', { name: 'Iniciar recenseamento' }).click()
    await expect(h1(page, title)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expectNothingCut(page)
  })
}

test("with 1.4.12's text spacing no text is cut: public screens, the login, a wizard step", async ({
  page,
}) => {
  await page.setViewportSize(NARROWEST)
  await visitPublicScreens(page, async (screen) => {
    await applyTextSpacing(screen)
    await expectNothingCut(screen)
  })
  await openLoginWithEntity(page)
  await applyTextSpacing(page)
  await expectNothingCut(page)
  await openWizard(page, 'com-dependentes')
  await applyTextSpacing(page)
  await expectNothingCut(page)
  await toDocuments(page)
  await section(page, 2, 'PIS/PASEP/NIT').click()
  await expectNothingCut(page)
})
