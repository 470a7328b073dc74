import { expect, test } from '../../fixtures'
import { expectAccessible, resetMock } from '../../support'
import { panel, saveSection, section, toDocuments } from '../../wizard/documents'
import { activeStep, EVALUATED_MS, nextButton, openWizard } from '../../wizard/frame'

/** Step 1 Documentos of the census wizard. */

test('Documentos: unchanged sections make no call, changed ones are saved and a reload shows them', async ({
  page,
  journal,
}) => {
  await openWizard(page, 'documentos-masculino')
  await toDocuments(page)
  await expect(section(page, 7, 'Reservista')).toHaveAccessibleName(/obrigatório, incompleto/)
  await expect(section(page, 3, 'CNH')).toHaveAccessibleName(/\(completo\)/)
  await expect(nextButton(page)).toBeDisabled()

  await journal.clear()
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
    await saveSection(page, title)
    await expect(section(page, number, title)).toHaveAttribute('aria-expanded', 'false')
  }
  // Each unchanged SALVAR closed its section and opened the next, without any call.
  await expect.poll(() => journal.summary()).toEqual([])
  await expect(section(page, 5, 'Certidão de nascimento')).toHaveAttribute('aria-expanded', 'true')

  const cert = panel(page, 'Certidão de nascimento')
  await cert.getByLabel('Tipo de certidão').selectOption({ label: 'Nascimento' })
  await cert.getByLabel('Número da certidão (matrícula)').fill('104539')
  await cert.getByLabel('Livro').fill('A-27')
  await cert.getByLabel('Folha').fill('112')
  await saveSection(page, 'Certidão de nascimento')

  const council = panel(page, 'Conselho de classe')
  await council.getByLabel('Conselho').selectOption('CREA')
  await council.getByLabel('Número de registro').fill('PE-88123')
  await council.getByLabel('Data de emissão').fill('10032006')
  await saveSection(page, 'Conselho de classe')

  const reservist = panel(page, 'Reservista')
  await reservist.getByLabel('Número do certificado de reservista').fill('990112345')
  await reservist.getByLabel('Data de emissão').fill('3199')
  await expect(reservist.getByRole('button', { name: 'SALVAR' })).toBeDisabled()
  await reservist.getByLabel('Data de emissão').fill('01071998')
  await saveSection(page, 'Reservista')

  const degrees = panel(page, 'Formação acadêmica')
  await expect(degrees.getByText('Nenhuma formação acadêmica informada.')).toBeVisible()
  await degrees.getByRole('button', { name: 'Adicionar formação' }).click()
  await degrees.getByLabel('Grau').selectOption({ label: 'Graduação' })
  await degrees.getByLabel('Situação').selectOption({ label: 'Cursando' })
  await degrees.getByLabel('Curso').fill('Engenharia Civil')
  await expectAccessible(page)
  await saveSection(page, 'Formação acadêmica')
  // The last section only closes.
  await expect(section(page, 8, 'Formação acadêmica')).toHaveAttribute('aria-expanded', 'false')

  // A changed document is saved.
  await section(page, 3, 'CNH').click()
  await panel(page, 'CNH').getByLabel('Categoria').selectOption({ label: 'Categoria B' })
  await saveSection(page, 'CNH')
  await expect(section(page, 4, 'Título de eleitor')).toHaveAttribute('aria-expanded', 'true')

  await expect
    .poll(() => journal.summary())
    .toEqual([
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

  // A reload resumes where the person was (docs/decisions/022).
  await page.reload()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
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
  await journal.clear()
  await saved.getByRole('button', { name: 'Remover Engenharia Civil' }).click()
  await expect(saved.getByText('Nenhuma formação acadêmica informada.')).toBeVisible()
  expect((await journal.summary())[0]).toMatch(
    /^DELETE \/social\/v1\/pessoa-fisica\/cursos\/1027\/\d+\/ 200$/,
  )
})

test('Documentos: completeness follows the age and sex exceptions', async ({ page }) => {
  // Time flows from a fixed day (the minor, born in 2011, is 15 then); runFor only hurries it.
  await page.clock.install({ time: new Date('2026-06-01T12:00:00-03:00') })
  /** Step 1 of persona `key`, on the seed data. */
  const documentsOf = async (key: string) => {
    await resetMock()
    await openWizard(page, key)
    await toDocuments(page)
  }
  const signOut = async () => {
    await page.getByRole('button', { name: 'Sair' }).first().click()
    await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  }
  const reservist = section(page, 7, 'Reservista')
  // A minor (15, woman) with RG, PIS and voter card: no licence, no reservist needed.
  await documentsOf('menor-de-idade')
  await expect(section(page, 3, 'CNH')).toHaveAccessibleName(/^3 CNH$/)
  await expect(reservist).toHaveAccessibleName(/^7 Reservista$/)
  await expect(nextButton(page)).toBeEnabled()
  await signOut()

  // A woman with the same documents as the man of the next check: no reservist needed.
  await documentsOf('documentos-feminino')
  await expect(reservist).toHaveAccessibleName(/^7 Reservista$/)
  await expect(nextButton(page)).toBeEnabled()
  await signOut()

  // The man needs it: Próximo stays disabled.
  await documentsOf('documentos-masculino')
  await expect(reservist).toHaveAccessibleName(/obrigatório, incompleto/)
  await page.clock.runFor(EVALUATED_MS)
  await expect(nextButton(page)).toBeDisabled()
})
