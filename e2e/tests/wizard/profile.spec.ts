import { expect, test } from '../../fixtures'
import { expectAccessible } from '../../support'
import { panel, saveSection, section, toDocuments } from '../../wizard/documents'
import { activeStep, nextButton, openWizard, previousButton } from '../../wizard/frame'

/** Step 0 Perfil of the census wizard. */

const REQUIRED = 'Este campo deve ser preenchido'

test('Perfil: the required fields are marked, then fixed; Próximo sends only the profile', async ({
  page,
  journal,
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

  await journal.clear()
  await pai.fill('Raimundo Costa')
  await mae.fill('Benedita Costa')
  await expect(page.getByText(REQUIRED)).toHaveCount(0)
  await expect(pai).not.toHaveAttribute('aria-invalid', 'true')
  await toDocuments(page)
  await expect
    .poll(() => journal.summary())
    .toEqual(['PATCH /social/v1/pessoa-fisica/perfil/1004/ 200'])
  const [patch] = await journal.writes()
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

  // A reload resumes at Documentos (docs/decisions/022); back on Perfil, what was saved is
  // there, and an unchanged profile moves on without a call.
  await page.reload()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  await previousButton(page).click()
  await expect(activeStep(page, 'Perfil')).toBeFocused()
  await expect(pai).toHaveValue('Raimundo Costa')
  await journal.clear()
  await toDocuments(page)
  await expect.poll(() => journal.summary()).toEqual([])
})

test('Perfil: a validated CPF keeps name, CPF and birth date disabled; the author is shown', async ({
  page,
  journal,
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
  await journal.clear()
  await saveSection(page, 'Identidade')
  await expect(section(page, 1, 'Identidade')).toHaveAccessibleName(/\(completo\)/)
  await expect
    .poll(() => journal.summary())
    .toEqual(['POST /social/v1/pessoa-fisica/identidade/ 200'])
  await expect(identity).toBeHidden()
  await expect(section(page, 2, 'PIS/PASEP/NIT')).toHaveAttribute('aria-expanded', 'true')
})

test.describe('the device location, where the person allows it', () => {
  const position = { latitude: -8.0631, longitude: -34.8711 }
  test.use({ geolocation: position, permissions: ['geolocation'] })

  test('is asked with its reason above the wizard; the saves then carry the position', async ({
    page,
    journal,
  }) => {
    await openWizard(page, 'sem-contatos')
    const question = page.getByRole('region', { name: 'Localização do aparelho' })
    await expect(question).toContainText('Para confirmar onde o recadastramento foi feito')
    await expectAccessible(page)
    await question.getByRole('button', { name: 'Permitir localização' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Obrigado.' })).toBeFocused()

    await journal.clear()
    await page.getByLabel('Nome do pai').fill('Raimundo Costa')
    await page.getByLabel('Nome da mãe').fill('Benedita Costa')
    await toDocuments(page)
    const [patch] = await journal.writes()
    expect(patch?.body).toMatchObject({
      device: { lat: position.latitude, lng: position.longitude },
    })
    // Asked once per device: the next visit asks the device again, not the person.
    await page.reload()
    await expect(activeStep(page, 'Documentos')).toBeFocused()
    await expect(question).toHaveCount(0)
  })
})
