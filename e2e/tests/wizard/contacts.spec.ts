import { expect, test } from '../../fixtures'
import { allowScreens, clearFaults, expectAccessible, fillFields, injectFault } from '../../support'
import { toDocuments } from '../../wizard/documents'
import {
  goNextTo,
  nextButton,
  openWizard,
  pressOn,
  saveFailure,
  saveRetrying,
  tabTo,
  typeInto,
} from '../../wizard/frame'
import { contactSection, openAdd, saveContact, toContacts } from '../../wizard/contacts'

/** Step 2 Contatos against the mock: each list added to and removed from, failures, completeness. */

test('adds a phone, an e-mail, an address and a network; removes a network by keyboard', async ({
  page,
  journal,
}) => {
  allowScreens(5)
  // Recife requires a phone, an e-mail and an address; this persona has none.
  await toContacts(page, 'documentos-feminino')
  await expect(
    page.getByRole('heading', { name: 'Telefone (obrigatório, incompleto)' }),
  ).toBeVisible()
  await expect(nextButton(page)).toBeDisabled()
  await expectAccessible(page)
  await journal.clear()

  const phones = contactSection(page, 'Telefone')
  await openAdd(phones, 'Adicionar telefone')
  await expect(phones.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  await phones.getByLabel('Número').fill('81988776655')
  await expect(phones.getByLabel('Número')).toHaveValue('(81) 98877-6655')
  await phones.getByLabel('Classificação').selectOption('CO')
  await expectAccessible(page)
  await saveContact(phones)
  await expect(phones.getByText('Celular: (81) 98877-6655')).toBeVisible()
  await expect(phones.getByRole('button', { name: 'Adicionar telefone' })).toBeVisible()

  const emails = contactSection(page, 'Email')
  await openAdd(emails, 'Adicionar email', {
    Email: 'lucia.batista@exemplo.com.br',
    Classificação: 'I',
  })
  await expectAccessible(page)
  await saveContact(emails)
  await expect(emails.getByText('lucia.batista@exemplo.com.br')).toBeVisible()

  // The CEP lookup fills city, UF, neighbourhood, street type and street; an unknown one clears.
  const addresses = contactSection(page, 'Endereço')
  await openAdd(addresses, 'Adicionar endereço')
  await addresses.getByLabel('CEP').fill('50050000')
  await expect(addresses.getByLabel('Cidade')).toHaveValue('Recife')
  await expect(addresses.getByLabel('UF')).toHaveValue('PE')
  await expect(addresses.getByLabel('Bairro')).toHaveValue('Boa Vista')
  await expect(addresses.getByLabel('Tipo de logradouro')).toHaveValue('Rua')
  await expect(addresses.getByLabel('Logradouro', { exact: true })).toHaveValue('da Aurora')
  await addresses.getByLabel('CEP').fill('99999999')
  await expect(addresses.getByLabel('Cidade')).toHaveValue('')
  await expect(addresses.getByLabel('Logradouro', { exact: true })).toHaveValue('')
  await expectAccessible(page)
  await addresses.getByLabel('CEP').fill('50050000')
  await expect(addresses.getByLabel('Logradouro', { exact: true })).toHaveValue('da Aurora')
  await fillFields(addresses, { Número: '325', Classificação: 'R' })
  await expectAccessible(page)
  await saveContact(addresses)
  await expect(addresses.getByText(/RUA da Aurora, 325 — Recife\/PE/)).toBeVisible()

  const networks = contactSection(page, 'Redes Sociais')
  await openAdd(networks, 'Adicionar rede social', {
    'Rede social': 'instagram',
    'Endereço ou usuário': '@lucia.batista',
  })
  await expectAccessible(page)
  await saveContact(networks)
  await expect(page.getByText('Dados cadastrados com sucesso!')).toBeVisible()
  const link = networks.getByRole('link', { name: 'Abrir Instagram: lucia.batista' })
  await expect(link).toHaveAttribute('href', 'https://www.instagram.com/lucia.batista')

  // Removing a network asks first, in a modal used by keyboard alone.
  await tabTo(page, networks.getByRole('button', { name: 'Remover Instagram: lucia.batista' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', {
    name: 'Tem certeza que você deseja remover este registro?',
  })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(link).toBeVisible()
  await tabTo(page, networks.getByRole('button', { name: 'Remover Instagram: lucia.batista' }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Remover' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Dados removidos com sucesso!')).toBeVisible()
  await expect(networks.getByText('Nenhuma rede social cadastrada.')).toBeVisible()

  const writes = await journal.summary()
  expect(writes.slice(0, 4)).toEqual([
    'POST /social/v1/pessoa-fisica/telefones/ 200',
    'POST /social/v1/pessoa-fisica/emails/ 200',
    'POST /social/v2/pessoa-fisica/enderecos/ 200',
    'POST /social/v1/pessoa-fisica/rede-social/ 200',
  ])
  expect(writes[4]).toMatch(/^DELETE \/social\/v1\/pessoa-fisica\/rede-social\/\d+\/\d+\/ 200$/)
  expect(writes).toHaveLength(5)
  // Every mandatory section has an item: Próximo moves on (after its one-second pause).
  await goNextTo(page, 'Dependentes')
})

test('a server failure keeps what was typed and sends it by itself once the server answers (ADR 028)', async ({
  page,
  journal,
}) => {
  await toContacts(page, 'documentos-feminino')
  const phones = contactSection(page, 'Telefone')
  await openAdd(phones, 'Adicionar telefone', { Número: '81988776655', Classificação: 'R' })
  await saveContact(phones)
  await expect(phones.getByText('Celular: (81) 98877-6655')).toBeVisible()

  await injectFault({ pattern: '/social/v1/pessoa-fisica/telefones/', method: 'POST', status: 503 })
  await journal.clear()
  await openAdd(phones, 'Adicionar telefone', {
    Tipo: 'F',
    Número: '8132224455',
    Classificação: 'CO',
  })
  await saveContact(phones)
  // The form stays with what was typed and says the save is tried again by itself.
  await expect(phones.getByRole('status').filter({ hasText: saveRetrying })).toBeVisible()
  await expect(phones.getByLabel('Número')).toHaveValue('(81) 3222-4455')
  await expect(page.getByText(saveFailure)).toHaveCount(0)
  await expectAccessible(page)

  // The server answers again: the phone goes with no tap, the form closes, both are listed.
  await clearFaults()
  await expect(phones.getByText('Fixo: (81) 3222-4455')).toBeVisible({ timeout: 20_000 })
  await expect(phones.getByText('Celular: (81) 98877-6655')).toBeVisible()
  await expect(phones.getByRole('status').filter({ hasText: saveRetrying })).toHaveCount(0)
  const posts = (await journal.summary()).filter((line) => line.startsWith('POST'))
  expect(posts.filter((line) => line.endsWith(' 200'))).toEqual([
    'POST /social/v1/pessoa-fisica/telefones/ 200',
  ])
})

test('completeness follows the entity: every section mandatory in the state; each item removed', async ({
  page,
  journal,
}) => {
  allowScreens(3)
  // Estado de Pernambuco marks the four sections mandatory; this persona has one item of each.
  await toContacts(page, 'aposentado')
  for (const title of ['Telefone', 'Email', 'Endereço', 'Redes Sociais']) {
    await expect(page.getByRole('heading', { level: 3, name: `${title} (completo)` })).toBeVisible()
  }
  await expect(nextButton(page)).toBeEnabled()
  await expectAccessible(page)
  const networks = contactSection(page, 'Redes Sociais')
  await networks.getByRole('button', { name: /^Remover Facebook/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click()
  await expect(
    page.getByRole('heading', { level: 3, name: 'Redes Sociais (obrigatório, incompleto)' }),
  ).toBeVisible()
  await expect(nextButton(page)).toBeDisabled()
  await expectAccessible(page)

  // The phone, the e-mail and the address go by their delete icons, with no question asked.
  await journal.clear()
  for (const [title, empty] of [
    ['Telefone', 'Nenhum telefone cadastrado.'],
    ['Email', 'Nenhum email cadastrado.'],
    ['Endereço', 'Nenhum endereço cadastrado.'],
  ] as const) {
    const section = contactSection(page, title)
    await section.getByRole('button', { name: /^Remover / }).click()
    await expect(section.getByText(empty)).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 3, name: `${title} (obrigatório, incompleto)` }),
    ).toBeVisible()
  }
  await expect
    .poll(() => journal.summary())
    .toEqual([
      expect.stringMatching(/^DELETE \/social\/v1\/pessoa-fisica\/telefones\/1007\/\d+\/ 200$/),
      expect.stringMatching(/^DELETE \/social\/v1\/pessoa-fisica\/emails\/1007\/\d+\/ 200$/),
      expect.stringMatching(/^DELETE \/social\/v2\/pessoa-fisica\/enderecos\/1007\/\d+\/ 200$/),
    ])
  await expectAccessible(page)
})

test('completeness follows the entity: São Luís requires no contact section', async ({ page }) => {
  allowScreens(1)
  await openWizard(page, 'sem-contatos')
  // This persona's profile lacks the parents' names (the Perfil journey fills them too).
  await page.getByLabel('Nome do pai').fill('Raimundo Nonato Costa')
  await page.getByLabel('Nome da mãe').fill('Maria José Costa')
  await toDocuments(page)
  await goNextTo(page, 'Contatos')
  for (const title of ['Telefone', 'Email', 'Endereço', 'Redes Sociais']) {
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible()
  }
  await expect(
    contactSection(page, 'Telefone').getByText('Nenhum telefone cadastrado.'),
  ).toBeVisible()
  await expectAccessible(page)
  await goNextTo(page, 'Dependentes')
})

test('a phone, an e-mail and an address are added by keyboard alone', async ({ page }) => {
  allowScreens(1)
  await toContacts(page, 'documentos-feminino')
  const phones = contactSection(page, 'Telefone')
  await pressOn(page, phones.getByRole('button', { name: 'Adicionar telefone' }))
  await typeInto(page, phones.getByLabel('Número'), '81988776655')
  await expect(phones.getByLabel('Número')).toHaveValue('(81) 98877-6655')
  await pressOn(page, phones.getByLabel('Classificação'), 'ArrowDown')
  await expect(phones.getByLabel('Classificação')).toHaveValue(/.+/)
  await pressOn(page, phones.getByRole('button', { name: 'SALVAR' }))
  await expect(phones.getByText('Celular: (81) 98877-6655')).toBeVisible()

  const emails = contactSection(page, 'Email')
  await pressOn(page, emails.getByRole('button', { name: 'Adicionar email' }))
  await typeInto(page, emails.getByLabel('Email'), 'lucia.batista@exemplo.com.br')
  await pressOn(page, emails.getByLabel('Classificação'), 'ArrowDown')
  await pressOn(page, emails.getByRole('button', { name: 'SALVAR' }))
  await expect(emails.getByText('lucia.batista@exemplo.com.br')).toBeVisible()

  const addresses = contactSection(page, 'Endereço')
  await pressOn(page, addresses.getByRole('button', { name: 'Adicionar endereço' }))
  await typeInto(page, addresses.getByLabel('CEP'), '52010100')
  await expect(addresses.getByLabel('Logradouro', { exact: true })).toHaveValue('Henrique Dias')
  await typeInto(page, addresses.getByLabel('Número', { exact: true }), '48')
  await pressOn(page, addresses.getByLabel('Classificação'), 'ArrowDown')
  await pressOn(page, addresses.getByRole('button', { name: 'SALVAR' }))
  await expect(addresses.getByText(/RUA Henrique Dias, 48 — Recife\/PE/)).toBeVisible()
  await expectAccessible(page)
  // Every section Recife requires has an item now.
  await goNextTo(page, 'Dependentes')
})
