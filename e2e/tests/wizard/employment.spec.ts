import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible } from '../../support'
import { activeStep, goNextTo, nextButton, tabTo, typeInto } from '../../wizard/frame'
import { recordEntry, recordSection, saveRecord, toEmployment } from '../../wizard/employment'

/** Step 4 Dados Funcionais against the mock: each category's variant, saving, the blocks. */

const cpfTaken = 'O CPF informado já se encontrado cadastrado e vinculado a outra pessoa!'

test('an active servant sees the functional data only; Próximo moves on without a write', async ({
  page,
  journal,
}) => {
  allowScreens(5)
  await toEmployment(page, 'com-dependentes')
  const entry = recordEntry(page, 'Servidor ativo')
  await expect(entry).toHaveAccessibleName(/\(completo\)$/)
  await expect(entry).toHaveAttribute('aria-expanded', 'true')
  const functional = recordSection(page, 'Dados funcionais')
  await expect(functional.getByLabel('Matrícula')).toHaveValue(/^\d{6,7}$/)
  for (const label of ['Categoria', 'Lotação', 'Cargo']) {
    await expect(functional.getByLabel(label)).toBeDisabled()
  }
  await expect(functional.getByLabel('Categoria')).toHaveValue('Servidor ativo')
  // Names from the governança lookups of the person's entity (Recife), not the unknown dash.
  await expect(functional.getByLabel('Lotação')).toHaveValue(/\w{4,}/)
  await expect(functional.getByLabel('Cargo')).toHaveValue(/\w{4,}/)
  await expect(recordSection(page, 'Dados do benefício')).toHaveCount(0)
  await expect(recordSection(page, 'Dados pessoais do instituidor')).toHaveCount(0)
  await expectAccessible(page)
  await journal.clear()
  await goNextTo(page, 'Avaliação')
  await expect.poll(() => journal.summary()).toEqual([])
})

test("a retiree's benefit: its category fixed, its type changed and saved", async ({
  page,
  journal,
}) => {
  allowScreens(5)
  await toEmployment(page, 'aposentado')
  await expect(recordEntry(page, 'Aposentado')).toHaveAccessibleName(/\(completo\)$/)
  await expect(recordSection(page, 'Dados funcionais')).toBeVisible()
  const benefit = recordSection(page, 'Dados do benefício')
  await expect(benefit.getByLabel('Categoria do benefício')).toHaveValue('Aposentadoria')
  await expect(benefit.getByLabel('Categoria do benefício')).toBeDisabled()
  const type = benefit.getByLabel('Tipo do benefício')
  await expect(type).toHaveValue('idade_tempo')
  // Only the retirement types of the spec's table.
  await expect(type.getByRole('option')).toHaveText([
    'Selecione',
    'Compulsória',
    'Invalidez',
    'Idade',
    'Idade e tempo de contribuição',
    'Art. 2 EC 41/2003',
    'Art. 3 EC 47/2005',
    'Art. 6 EC 41/2003',
  ])
  await expectAccessible(page)
  await journal.clear()
  await type.selectOption({ label: 'Invalidez' })
  await saveRecord(page).click()
  await expect
    .poll(() => journal.summary())
    .toEqual([
      expect.stringMatching(/^PUT \/rh\/v1\/servidor\/\d+\/universal\/ 200$/),
      expect.stringMatching(/^PUT \/rh\/v2\/servidor\/extras\/\d+\/ 200$/),
      expect.stringMatching(/^PUT \/rh\/v1\/servidor\/\d+\/beneficio\/universal\/ 200$/),
    ])
  const [benefitWrite] = await journal.writes()
  expect(benefitWrite?.body).toMatchObject({ tipo: 'aposentadoria', regra: 'invalidez' })
  // Saved: nothing left to send, Próximo moves on at once.
  await journal.clear()
  await goNextTo(page, 'Avaliação')
  await expect.poll(() => journal.summary()).toEqual([])
})

test('a pension shows its instituidor, locked once his CPF is validated', async ({ page }) => {
  allowScreens(4)
  await toEmployment(page, 'pensionista')
  await expect(recordEntry(page, 'Pensionista')).toHaveAccessibleName(/\(completo\)$/)
  const instituidor = recordSection(page, 'Dados pessoais do instituidor')
  await expect(instituidor.getByLabel('Nome')).toHaveValue('João Batista da Conceição')
  for (const label of ['Nome', 'CPF', 'Data de Nascimento']) {
    await expect(instituidor.getByLabel(label)).toBeDisabled()
  }
  await expect(instituidor.getByLabel('Data de óbito')).toHaveValue('14/08/2019')
  await expect(instituidor.getByLabel('Data de óbito')).toBeEnabled()
  await expect(recordSection(page, 'Dados funcionais do instituidor')).toBeVisible()
  const benefit = recordSection(page, 'Dados do benefício')
  await expect(benefit.getByLabel('Categoria do benefício')).toHaveValue('Pensão')
  await expect(benefit.getByLabel('Data de concessão')).toHaveValue('14/08/2019')
  await expect(
    page.getByLabel('O instituidor exerceu efetivamente funções de magistério?'),
  ).toHaveValue('N')
  await expectAccessible(page)
  await expect(nextButton(page)).toBeEnabled()
})

test("an instituidor's CPF that belongs to someone else is refused and cleared", async ({
  page,
  journal,
}) => {
  allowScreens(5)
  await toEmployment(page, 'pensionista-a-validar')
  const instituidor = recordSection(page, 'Dados pessoais do instituidor')
  const cpf = instituidor.getByLabel('CPF')
  await expect(cpf).toHaveValue('629.481.735-82')
  await expect(cpf).toBeEnabled()
  await cpf.fill('52998224725')
  await saveRecord(page).click()
  await expect(page.getByText(cpfTaken)).toBeVisible()
  await expect(cpf).toHaveValue('')
  // Without a CPF the record is invalid: Salvar and Próximo are off, the field says why.
  await expect(saveRecord(page)).toBeDisabled()
  await expect(nextButton(page)).toBeDisabled()
  await expect(page.getByText('Este campo deve ser preenchido')).toBeVisible()
  await expectAccessible(page)
  // His own CPF back: nothing to send for the CPF (unchanged), the rest is saved.
  await cpf.fill('62948173582')
  await journal.clear()
  await saveRecord(page).click()
  await expect
    .poll(async () => (await journal.summary()).find((line) => line.startsWith('PATCH')))
    .toMatch(/^PATCH \/social\/v1\/pessoa-fisica\/perfil\/10028\/ 200$/)
  const patch = (await journal.writes()).find((entry) => entry.method === 'PATCH')
  expect(patch?.body).not.toHaveProperty('cpf')
  expect(patch?.body).toMatchObject({ nome: 'Francisco de Assis Lima', nascimento: '1952-04-22' })
  await expect(nextButton(page)).toBeEnabled()
})

test('a benefit aid shows its functional data without a benefit section', async ({ page }) => {
  allowScreens(4)
  await toEmployment(page, 'auxilio-maternidade')
  await expect(recordEntry(page, 'Auxílio-maternidade')).toHaveAccessibleName(/\(completo\)$/)
  // "Dados funcionais do instituidor" for categories other than 1 and 2 (spec §2).
  await expect(recordSection(page, 'Dados funcionais do instituidor')).toBeVisible()
  await expect(recordSection(page, 'Dados do benefício')).toHaveCount(0)
  await expectAccessible(page)
  await expect(nextButton(page)).toBeEnabled()
})

test('a record without matrícula blocks Próximo until fixed, all by keyboard', async ({
  page,
  journal,
}) => {
  allowScreens(5)
  await toEmployment(page, 'cedido')
  const entry = recordEntry(page, 'Servidor cedido')
  await expect(entry).toHaveAccessibleName(/^1 N\/I — Servidor cedido \(obrigatório, incompleto\)$/)
  await expect(nextButton(page)).toBeDisabled()
  await expect(saveRecord(page)).toBeDisabled()
  await expectAccessible(page)
  const matricula = recordSection(page, 'Dados funcionais do instituidor').getByLabel('Matrícula')
  await typeInto(page, matricula, '4471203')
  await expect(entry).toHaveAccessibleName(/\(completo\)$/)
  await expect(saveRecord(page)).toBeEnabled()
  await expectAccessible(page)
  // Próximo saves what changed, pauses one second and moves on.
  await journal.clear()
  await tabTo(page, nextButton(page))
  await expect(nextButton(page)).toBeEnabled()
  await page.keyboard.press('Enter')
  await expect(activeStep(page, 'Avaliação')).toBeFocused()
  const [universal] = (await journal.writes()).filter((write) => write.url.endsWith('/universal/'))
  expect(universal?.body).toMatchObject({ matricula: '4471203', categoria_cod: 5 })
})
