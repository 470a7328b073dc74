import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, resetMock } from '../support'
import {
  activeStep,
  clearJournal,
  nextButton,
  openWizard,
  panel,
  previousButton,
  section,
  tabTo,
  toDocuments,
  writes,
} from '../wizard-support'

/** The census wizard: frame, step 0 Perfil and step 1 Documentos (issue 5). */

const REQUIRED = 'Este campo deve ser preenchido'
/**
 * Past every re-evaluation of a step's completeness (at most 1 s, after a documents save; see
 * web/src/features/wizard/timing.ts): with the page clock installed, Próximo is then settled.
 */
const EVALUATED_MS = 1_100
const summary = async () =>
  (await writes()).map((entry) => `${entry.method} ${entry.url} ${entry.status}`).toReversed()

/** SALVAR of the open section, by its title. */
const save = (page: Page, title: string) =>
  panel(page, title).getByRole('button', { name: 'SALVAR' }).click()

test.beforeEach(async () => {
  await resetMock()
})

test('Perfil: the required fields are marked, then fixed; Próximo sends only the profile', async ({
  page,
}) => {
  await openWizard(page, 'sem-contatos')
  const pai = page.getByLabel('Nome do pai')
  const mae = page.getByLabel('Nome da mãe')
  await expect(pai).toHaveAttribute('aria-invalid', 'true')
  await expect(mae).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(REQUIRED)).toHaveCount(2)
  await expect(nextButton(page)).toBeDisabled()
  // The help icon of the active step opens its tutorial section.
  await expect(page.getByRole('link', { name: 'Ajuda sobre a etapa Perfil' })).toHaveAttribute(
    'href',
    '/Tutorial/1/',
  )
  await expectAccessible(page)

  await clearJournal()
  await pai.fill('Raimundo Costa')
  await mae.fill('Benedita Costa')
  await expect(page.getByText(REQUIRED)).toHaveCount(0)
  await expect(pai).not.toHaveAttribute('aria-invalid', 'true')
  await toDocuments(page)
  expect(await summary()).toEqual(['PATCH /social/v1/pessoa-fisica/perfil/1004/ 200'])
  const [patch] = await writes()
  expect(patch?.body).toMatchObject({
    cpf: '12345678909',
    filiacao: [
      { pf_filiacao_tipo: 'M', pf_filiacao_nome: 'Benedita Costa' },
      { pf_filiacao_tipo: 'P', pf_filiacao_nome: 'Raimundo Costa' },
    ],
    device: { lat: -8.0476, lng: -34.877 },
  })
  await expect(page.getByRole('heading', { name: 'Perfil (concluída)' })).toBeVisible()
  await expectAccessible(page)

  // A reload shows what was saved; an unchanged profile moves on without a call.
  await page.reload()
  await expect(activeStep(page, 'Perfil')).toBeVisible()
  await expect(pai).toHaveValue('Raimundo Costa')
  await clearJournal()
  await toDocuments(page)
  expect(await summary()).toEqual([])
})

test('Perfil: a validated CPF keeps name, CPF and birth date disabled; the author is shown', async ({
  page,
}) => {
  await openWizard(page, 'cpf-validado')
  for (const label of ['Nome', 'CPF', 'Data de nascimento', 'Grau de Deficiência']) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled()
  }
  await expect(page.getByLabel('Nome do pai')).toBeEditable()
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('246.813.579-28')
  await expect(page.getByText('Carlos Alberto Nunes, em 18/09/2024 10:42')).toBeVisible()
  await expectAccessible(page)
  await toDocuments(page)
  // The RG typed by the data-entry team lacks its issue date: required and incomplete.
  await expect(section(page, 1, 'Identidade')).toHaveAccessibleName(/obrigatório, incompleto/)
  await section(page, 1, 'Identidade').click()
  const identity = panel(page, 'Identidade')
  await expect(identity.getByLabel('Número do RG')).toHaveValue('4455667')
  await expect(identity.getByText('Carlos Alberto Nunes, em 18/09/2024 10:42')).toBeVisible()
  await expect(identity.getByRole('button', { name: 'SALVAR' })).toBeDisabled()
  await identity.getByLabel('Data de emissão').fill('21072015')
  await clearJournal()
  await save(page, 'Identidade')
  await expect(section(page, 1, 'Identidade')).toHaveAccessibleName(/\(completo\)/)
  expect(await summary()).toEqual(['POST /social/v1/pessoa-fisica/identidade/ 200'])
  await expect(identity).toBeHidden()
  await expect(section(page, 2, 'PIS/PASEP/NIT')).toHaveAttribute('aria-expanded', 'true')
})

test('Documentos: unchanged sections make no call, changed ones are saved and a reload shows them', async ({
  page,
}) => {
  await openWizard(page, 'documentos-masculino')
  await toDocuments(page)
  await expect(section(page, 7, 'Reservista')).toHaveAccessibleName(/obrigatório, incompleto/)
  await expect(section(page, 3, 'CNH')).toHaveAccessibleName(/\(completo\)/)
  await expect(nextButton(page)).toBeDisabled()

  await clearJournal()
  // With a field each, as the persona has them.
  const unchanged = [
    [1, 'Identidade', 'Número do RG', '102777'],
    [2, 'PIS/PASEP/NIT', 'Número do PIS/PASEP/NIT', '12010274567'],
    [3, 'CNH', 'Número da CNH', '04512398761'],
    [4, 'Título de eleitor', 'Número do título', '010270408'],
  ] as const
  await section(page, 1, 'Identidade').click()
  for (const [number, title, label, value] of unchanged) {
    await expect(section(page, number, title)).toHaveAttribute('aria-expanded', 'true')
    await expect(panel(page, title).getByLabel(label, { exact: true })).toHaveValue(value)
    await save(page, title)
    await expect(section(page, number, title)).toHaveAttribute('aria-expanded', 'false')
  }
  // Each unchanged SALVAR closed its section and opened the next, without any call.
  expect(await summary()).toEqual([])
  await expect(section(page, 5, 'Certidão de nascimento')).toHaveAttribute('aria-expanded', 'true')

  const cert = panel(page, 'Certidão de nascimento')
  await cert.getByLabel('Tipo de certidão').selectOption({ label: 'Nascimento' })
  await cert.getByLabel('Número da certidão (matrícula)').fill('104539')
  await cert.getByLabel('Livro').fill('A-27')
  await cert.getByLabel('Folha').fill('112')
  await save(page, 'Certidão de nascimento')

  const council = panel(page, 'Conselho de classe')
  await council.getByLabel('Conselho').selectOption('CREA')
  await council.getByLabel('Número de registro').fill('PE-88123')
  await council.getByLabel('Data de emissão').fill('10032006')
  await save(page, 'Conselho de classe')

  const reservist = panel(page, 'Reservista')
  await reservist.getByLabel('Número do certificado de reservista').fill('990112345')
  await reservist.getByLabel('Data de emissão').fill('3199')
  await expect(reservist.getByRole('button', { name: 'SALVAR' })).toBeDisabled()
  await reservist.getByLabel('Data de emissão').fill('01071998')
  await save(page, 'Reservista')

  const degrees = panel(page, 'Formação acadêmica')
  await expect(degrees.getByText('Nenhuma formação acadêmica informada.')).toBeVisible()
  await degrees.getByRole('button', { name: 'Adicionar formação' }).click()
  await degrees.getByLabel('Grau').selectOption({ label: 'Graduação' })
  await degrees.getByLabel('Situação').selectOption({ label: 'Cursando' })
  await degrees.getByLabel('Curso').fill('Engenharia Civil')
  await expectAccessible(page)
  await save(page, 'Formação acadêmica')
  // The last section only closes.
  await expect(section(page, 8, 'Formação acadêmica')).toHaveAttribute('aria-expanded', 'false')

  // A changed document is saved.
  await section(page, 3, 'CNH').click()
  await panel(page, 'CNH').getByLabel('Categoria').selectOption({ label: 'Categoria B' })
  await save(page, 'CNH')
  await expect(section(page, 4, 'Título de eleitor')).toHaveAttribute('aria-expanded', 'true')

  expect(await summary()).toEqual([
    'POST /social/v1/pessoa-fisica/cert/ 200',
    'POST /social/v1/pessoa-fisica/cart-class/ 200',
    'POST /social/v1/pessoa-fisica/res/ 200',
    'POST /social/v1/pessoa-fisica/cursos/ 200',
    'POST /social/v1/pessoa-fisica/cnh/ 200',
  ])
  await expect(section(page, 7, 'Reservista')).toHaveAccessibleName(/\(completo\)/)
  await expect(section(page, 8, 'Formação acadêmica')).toHaveAccessibleName(/\(completo\)/)
  // Re-evaluated a second after the documents changed: the step is now complete.
  await expect(nextButton(page)).toBeEnabled()
  await expectAccessible(page)

  await page.reload()
  await toDocuments(page)
  // The CNH is checked below, with the category it was changed to.
  for (const [number, title, label, value] of unchanged.filter((entry) => entry[0] !== 3)) {
    await section(page, number, title).click()
    await expect(panel(page, title).getByLabel(label, { exact: true })).toHaveValue(value)
  }
  await section(page, 5, 'Certidão de nascimento').click()
  const savedCert = panel(page, 'Certidão de nascimento')
  await expect(savedCert.getByLabel('Tipo de certidão')).toHaveValue('N')
  await expect(savedCert.getByLabel('Número da certidão (matrícula)')).toHaveValue('104539')
  await expect(savedCert.getByLabel('Livro')).toHaveValue('A-27')
  await expect(savedCert.getByLabel('Folha')).toHaveValue('112')
  await section(page, 7, 'Reservista').click()
  await expect(
    panel(page, 'Reservista').getByLabel('Número do certificado de reservista'),
  ).toHaveValue('990112345')
  await expect(panel(page, 'Reservista').getByLabel('Data de emissão')).toHaveValue('01/07/1998')
  await section(page, 6, 'Conselho de classe').click()
  await expect(panel(page, 'Conselho de classe').getByLabel('Conselho')).toHaveValue('CREA')
  await section(page, 3, 'CNH').click()
  await expect(panel(page, 'CNH').getByLabel('Categoria')).toHaveValue('B')
  await section(page, 8, 'Formação acadêmica').click()
  const saved = panel(page, 'Formação acadêmica')
  await expect(saved.getByText('Engenharia Civil')).toBeVisible()
  await clearJournal()
  await saved.getByRole('button', { name: 'Remover Engenharia Civil' }).click()
  await expect(saved.getByText('Nenhuma formação acadêmica informada.')).toBeVisible()
  expect((await summary())[0]).toMatch(
    /^DELETE \/social\/v1\/pessoa-fisica\/cursos\/1027\/\d+\/ 200$/,
  )
})

test('Documentos: completeness follows the age and sex exceptions', async ({ page }) => {
  // Time flows from a fixed day (the minor, born in 2011, is 15 then); runFor only hurries it.
  await page.clock.install({ time: new Date('2026-06-01T12:00:00-03:00') })
  // A minor (15, woman) with RG, PIS and voter card: no licence, no reservist needed.
  await openWizard(page, 'menor-de-idade')
  await toDocuments(page)
  await expect(section(page, 3, 'CNH')).toHaveAccessibleName(/^3 CNH$/)
  await expect(section(page, 7, 'Reservista')).toHaveAccessibleName(/^7 Reservista$/)
  await expect(nextButton(page)).toBeEnabled()
  await page.getByRole('button', { name: 'Sair' }).first().click()

  // A woman with the same documents as the man of the next check: no reservist needed.
  await resetMock()
  await openWizard(page, 'documentos-feminino')
  await toDocuments(page)
  await expect(section(page, 7, 'Reservista')).toHaveAccessibleName(/^7 Reservista$/)
  await expect(nextButton(page)).toBeEnabled()
  await page.getByRole('button', { name: 'Sair' }).first().click()

  // The man needs it: Próximo stays disabled.
  await resetMock()
  await openWizard(page, 'documentos-masculino')
  await toDocuments(page)
  await expect(section(page, 7, 'Reservista')).toHaveAccessibleName(/obrigatório, incompleto/)
  await page.clock.runFor(EVALUATED_MS)
  await expect(nextButton(page)).toBeDisabled()
})

test('Steps 2 to 6 say they arrive later; Próximo stays disabled and Anterior goes back', async ({
  page,
}) => {
  await page.clock.install()
  await openWizard(page, 'documentos-feminino')
  await toDocuments(page)
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).click()
  await expect(activeStep(page, 'Contatos')).toBeFocused()
  await expect(page.getByText(/chega em uma próxima versão do Recenseamento/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Documentos (concluída)' })).toBeVisible()
  await page.clock.runFor(EVALUATED_MS)
  await expect(nextButton(page)).toBeDisabled()
  await expectAccessible(page)
  await previousButton(page).click()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  await expect(page.getByRole('heading', { name: 'Contatos (com pendências)' })).toBeVisible()
})

test('Keyboard alone completes Perfil and Documentos', async ({ page }) => {
  await openWizard(page, 'sms-email')
  await expectAccessible(page)
  const keys = page.keyboard
  await clearJournal()

  // Step 0: choose a gender by typing on the select, then Próximo.
  const genero = page.getByLabel('Gênero')
  await tabTo(page, genero)
  await keys.type('Mulher')
  await expect(genero).toHaveValue('1')
  await tabTo(page, nextButton(page))
  await expect(nextButton(page)).toBeEnabled()
  await keys.press('Enter')
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  expect(await summary()).toEqual(['PATCH /social/v1/pessoa-fisica/perfil/1001/ 200'])

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
  expect(await summary()).toEqual([
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
