import { expect, test } from '../../fixtures'
import { panel, section } from '../../wizard/documents'
import { activeStep, nextButton, openWizard, pressOn, tabTo, typeInto } from '../../wizard/frame'

/**
 * The census wizard's steps crossed by keyboard alone in the real browser (a select's type-ahead,
 * Tab order, Enter on SALVAR and Próximo). The frame's marks, Anterior and help icons are checked
 * by the component tests (wizard.test.tsx).
 */

test('Keyboard alone completes Perfil and Documentos', async ({ page, journal }) => {
  await openWizard(page, 'sms-email')
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
})
