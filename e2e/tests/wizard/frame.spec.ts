import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible, expectTutorialOpenAt } from '../../support'
import { panel, section, toDocuments } from '../../wizard/documents'
import {
  activeStep,
  EVALUATED_MS,
  goNextTo,
  nextButton,
  openWizard,
  pressOn,
  STEP_TITLES,
  previousButton,
  tabTo,
  typeInto,
} from '../../wizard/frame'

/** The census wizard's frame: steps still to come, and the steps crossed by keyboard alone. */

test('A step left incomplete keeps Próximo disabled and is marked once left; Anterior goes back', async ({
  page,
}) => {
  await page.clock.install()
  await openWizard(page, 'documentos-feminino')
  await toDocuments(page)
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).click()
  // Recife requires a phone, an e-mail and an address; this persona has none.
  await expect(activeStep(page, 'Contatos')).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Documentos (concluída)' })).toBeVisible()
  await page.clock.runFor(EVALUATED_MS)
  await expect(nextButton(page)).toBeDisabled()
  await expectAccessible(page)
  await previousButton(page).click()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Contatos (com pendências)' })).toBeVisible()
})

test('Keyboard alone completes Perfil and Documentos', async ({ page, journal }) => {
  await openWizard(page, 'sms-email')
  await expectAccessible(page)
  await journal.clear()

  // Step 0: choose a gender by typing on the select, then Próximo.
  const genero = page.getByLabel('Gênero')
  await typeInto(page, genero, 'Mulher')
  await expect(genero).toHaveValue('1')
  await tabTo(page, nextButton(page))
  await expect(nextButton(page)).toBeEnabled()
  await page.keyboard.press('Enter')
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  await expect
    .poll(() => journal.summary())
    .toEqual(['PATCH /social/v1/pessoa-fisica/perfil/1001/ 200'])

  // Step 1: sections 1 to 4 (required for a woman of 58 in Recife), typed and saved by keyboard.
  const typed: Record<string, Record<string, string>> = {
    Identidade: {
      'Número do RG': '7788990',
      'Data de emissão': '02022002',
      UF: 'Pernambuco',
      'Órgão emissor': 'SDS',
    },
    'PIS/PASEP/NIT': { 'Número do PIS/PASEP/NIT': '12345678919' },
    CNH: {
      'Número da CNH': '03124567890',
      Categoria: 'Categoria B',
      'Data da primeira habilitação': '10101990',
      'Data de emissão': '05052024',
      Validade: '05052034',
    },
    'Título de eleitor': {
      'Número do título': '043218760876',
      Zona: '009',
      Seção: '0156',
      'Data de emissão': '15081986',
    },
  }
  await pressOn(page, section(page, 1, 'Identidade'))
  for (const [index, [title, fields]] of Object.entries(typed).entries()) {
    // SALVAR moved the focus to the next header, which opened.
    await expect(section(page, index + 1, title)).toBeFocused()
    for (const [label, value] of Object.entries(fields)) {
      await typeInto(page, panel(page, title).getByLabel(label, { exact: true }), value)
    }
    await pressOn(page, panel(page, title).getByRole('button', { name: 'SALVAR' }))
  }
  await expect(section(page, 5, 'Certidão de nascimento')).toBeFocused()
  await expectAccessible(page)
  await expect
    .poll(() => journal.summary())
    .toEqual([
      'PATCH /social/v1/pessoa-fisica/perfil/1001/ 200',
      'POST /social/v1/pessoa-fisica/identidade/ 200',
      'POST /social/v1/pessoa-fisica/ppn/ 200',
      'POST /social/v1/pessoa-fisica/cnh/ 200',
      'POST /social/v1/pessoa-fisica/titulo-eleitor/ 200',
    ])
  await expect(nextButton(page)).toBeEnabled()
  await pressOn(page, nextButton(page))
  await expect(activeStep(page, 'Contatos')).toBeFocused()
  await expectAccessible(page)
})

test("the help icon of every step leads to that step's section of the tutorial", async ({
  page,
}) => {
  allowScreens(8)
  await openWizard(page, 'com-dependentes')
  for (const [index, step] of STEP_TITLES.entries()) {
    if (index > 0) await goNextTo(page, step)
    // One help icon, the active step's, pointing at its section (/Tutorial/1/ … /Tutorial/7/).
    await expect(page.getByRole('link', { name: /^Ajuda sobre a etapa/ })).toHaveCount(1)
    await expect(page.getByRole('link', { name: `Ajuda sobre a etapa ${step}` })).toHaveAttribute(
      'href',
      `/Tutorial/${index + 1}/`,
    )
  }
  await page.getByRole('link', { name: 'Ajuda sobre a etapa Imagens' }).click()
  await expect(page).toHaveURL(/\/Tutorial\/7\/$/)
  await expectTutorialOpenAt(page, 'Imagens')
  await expectAccessible(page)
})
