import { expect, test } from '../../fixtures'
import { expectAccessible } from '../../support'
import { panel, section, toDocuments } from '../../wizard/documents'
import {
  activeStep,
  EVALUATED_MS,
  nextButton,
  openWizard,
  previousButton,
  tabTo,
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
  const keys = page.keyboard
  await journal.clear()

  // Step 0: choose a gender by typing on the select, then Próximo.
  const genero = page.getByLabel('Gênero')
  await tabTo(page, genero)
  await keys.type('Mulher')
  await expect(genero).toHaveValue('1')
  await tabTo(page, nextButton(page))
  await expect(nextButton(page)).toBeEnabled()
  await keys.press('Enter')
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  expect(await journal.summary()).toEqual(['PATCH /social/v1/pessoa-fisica/perfil/1001/ 200'])

  // Step 1: sections 1 to 4 (required for a woman of 58 in Recife), typed and saved by keyboard.
  const fill = async (label: string, value: string, title: string) => {
    const field = panel(page, title).getByLabel(label, { exact: true })
    await tabTo(page, field)
    await keys.type(value)
  }
  const saveByKeyboard = async (title: string) => {
    await tabTo(page, panel(page, title).getByRole('button', { name: 'SALVAR' }))
    await keys.press('Enter')
  }

  await tabTo(page, section(page, 1, 'Identidade'))
  await keys.press('Enter')
  await fill('Número do RG', '7788990', 'Identidade')
  await fill('Data de emissão', '02022002', 'Identidade')
  await fill('UF', 'Pernambuco', 'Identidade')
  await fill('Órgão emissor', 'SDS', 'Identidade')
  await saveByKeyboard('Identidade')

  // Focus moved to the next header, which opened.
  await expect(section(page, 2, 'PIS/PASEP/NIT')).toBeFocused()
  await fill('Número do PIS/PASEP/NIT', '12345678919', 'PIS/PASEP/NIT')
  await saveByKeyboard('PIS/PASEP/NIT')

  await expect(section(page, 3, 'CNH')).toBeFocused()
  await fill('Número da CNH', '03124567890', 'CNH')
  await fill('Categoria', 'Categoria B', 'CNH')
  await fill('Data da primeira habilitação', '10101990', 'CNH')
  await fill('Data de emissão', '05052024', 'CNH')
  await fill('Validade', '05052034', 'CNH')
  await saveByKeyboard('CNH')

  await expect(section(page, 4, 'Título de eleitor')).toBeFocused()
  await fill('Número do título', '043218760876', 'Título de eleitor')
  await fill('Zona', '009', 'Título de eleitor')
  await fill('Seção', '0156', 'Título de eleitor')
  await fill('Data de emissão', '15081986', 'Título de eleitor')
  await saveByKeyboard('Título de eleitor')

  await expect(section(page, 5, 'Certidão de nascimento')).toBeFocused()
  await expectAccessible(page)
  expect(await journal.summary()).toEqual([
    'PATCH /social/v1/pessoa-fisica/perfil/1001/ 200',
    'POST /social/v1/pessoa-fisica/identidade/ 200',
    'POST /social/v1/pessoa-fisica/ppn/ 200',
    'POST /social/v1/pessoa-fisica/cnh/ 200',
    'POST /social/v1/pessoa-fisica/titulo-eleitor/ 200',
  ])
  await expect(nextButton(page)).toBeEnabled()
  await tabTo(page, nextButton(page))
  await keys.press('Enter')
  await expect(activeStep(page, 'Contatos')).toBeFocused()
  await expectAccessible(page)
})
