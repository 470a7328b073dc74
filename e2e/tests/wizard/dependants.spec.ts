import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible, fillFields, injectFault } from '../../support'
import {
  activeStep,
  goNextTo,
  nextButton,
  pressOn,
  saveFailure,
  saveRetrying,
} from '../../wizard/frame'
import {
  beatriz,
  dependantCard,
  dependantList,
  fillDependant,
  toDependants,
} from '../../wizard/dependants'

/** Step 3 Dependentes against the mock: the list, creation with and without CPF, removal. */

test('lists the dependants, adds one with CPF and one whose CPF is taken, removes one', async ({
  page,
  journal,
}) => {
  allowScreens(6)
  await toDependants(page, 'com-dependentes')
  const pedro = dependantCard(page, 'Pedro Lopes Guimarães')
  await expect(pedro).toContainText('273.645.518-59')
  await expect(pedro).toContainText('20/05/2010')
  await expect(pedro).toContainText('Filho')
  await expect(dependantCard(page, 'Alice Lopes Guimarães')).toContainText('(SEM CPF)')
  await expect(dependantCard(page, 'Ricardo Guimarães Filho')).toContainText('Conjuge')
  // Step 3 is always complete.
  await expect(nextButton(page)).toBeEnabled()
  await expectAccessible(page)
  await journal.clear()

  // With a CPF of her own; Filho copies the birth date into the start date.
  await page.getByRole('button', { name: 'Adicionar dependente' }).click()
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  await fillDependant(page, beatriz)
  await expect(page.getByLabel('Data de início da dependência')).toHaveValue('30/09/2012')
  await fillFields(page, {
    'Número do RG': '9876543',
    'Data de emissão': '10012020',
    UF: 'PE',
    'Órgão emissor': 'SDS',
  })
  await expectAccessible(page)
  await page.getByRole('button', { name: 'SALVAR' }).click()
  await expect(dependantCard(page, 'Beatriz Lopes Guimarães')).toContainText('731.506.924-07')

  // A CPF that belongs to someone else: the creation answers 400 and is retried without it.
  await page.getByRole('button', { name: 'Adicionar dependente' }).click()
  await fillDependant(page, {
    nome: 'Jorge Lopes Guimarães',
    cpf: '52998224725',
    nascimento: '02011950',
    sexo: 'Masculino',
    parentesco: 'Pais',
    motivoInicio: 'Dependência Econômica',
  })
  await page.getByLabel('Data de início da dependência').fill('01012020')
  await page.getByRole('button', { name: 'SALVAR' }).click()
  await expect(dependantCard(page, 'Jorge Lopes Guimarães')).toContainText('(SEM CPF)')

  // Removal by the card's delete icon.
  await dependantCard(page, 'Ricardo Guimarães Filho')
    .getByRole('button', { name: 'Remover Ricardo Guimarães Filho' })
    .click()
  await expect(dependantCard(page, 'Ricardo Guimarães Filho')).toHaveCount(0)
  await expectAccessible(page)

  const writes = await journal.summary()
  const inserts = writes.filter((write) => write.includes('/inserir/'))
  expect(inserts).toEqual([
    'POST /social/v1/pessoa-fisica/inserir/ 200',
    'POST /social/v1/pessoa-fisica/inserir/ 400',
    'POST /social/v1/pessoa-fisica/inserir/ 200',
  ])
  expect(
    writes.filter((write) => write.startsWith('POST /social/v1/pessoa-fisica/familia/ 200')),
  ).toHaveLength(2)
  expect(
    writes.filter((write) => write.startsWith('POST /social/v1/pessoa-fisica/dep-extras/ 200')),
  ).toHaveLength(2)
  expect(
    writes.filter((write) => write.startsWith('POST /social/v1/pessoa-fisica/identidade/ 200')),
  ).toHaveLength(1)
  expect(
    writes.some((write) =>
      /^DELETE \/social\/v1\/pessoa-fisica\/familia\/1013\/1103\/ 200$/.test(write),
    ),
  ).toBe(true)

  // What was saved is there after a reload, which opens the step again (docs/decisions/022).
  await page.reload()
  await expect(activeStep(page, 'Dependentes')).toBeFocused()
  await expect(dependantList(page).getByRole('listitem')).toHaveCount(4)
})

test('adds a dependant by keyboard alone; a server failure keeps what was typed and is sent by itself', async ({
  page,
}) => {
  allowScreens(2)
  await toDependants(page, 'com-dependentes')
  await injectFault({
    pattern: '/social/v1/pessoa-fisica/inserir/',
    method: 'POST',
    status: 503,
    times: 1,
  })
  await pressOn(page, page.getByRole('button', { name: 'Adicionar dependente' }))
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused()
  await page.keyboard.type('Caio Lopes Guimarães')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Data de nascimento')).toBeFocused()
  await page.keyboard.type('01022015')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Sexo')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Parentesco')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Parentesco')).toHaveValue(/.+/)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Motivo do início da dependência')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Data de início da dependência')).toHaveValue('01/02/2015')
  const save = page.getByRole('button', { name: 'SALVAR' })
  await pressOn(page, save)
  // The 503: the form keeps what was typed, says so, and tries again by itself (ADR 028).
  await expect(page.getByRole('status').filter({ hasText: saveRetrying })).toBeVisible()
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Caio Lopes Guimarães')
  await expectAccessible(page)
  await expect(dependantCard(page, 'Caio Lopes Guimarães')).toContainText('01/02/2015')
  await expect(page.getByText(saveFailure)).toHaveCount(0)
  await goNextTo(page, 'Dados Funcionais')
})
