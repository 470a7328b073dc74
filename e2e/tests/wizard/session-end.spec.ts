import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible, injectFault, signInAs } from '../../support'
import { contactSection, openAdd, saveContact, toContacts } from '../../wizard/contacts'
import { activeStep } from '../../wizard/frame'

/**
 * Spec §8's global reactions met in the middle of the wizard: a 401 (the token expired) and a 403
 * on a person call each end what the person was doing as the spec says, and nothing typed is lost
 * (the drafts, docs/decisions/021).
 */

const restored = 'Recuperamos o que você digitou e ainda não foi salvo.'
const typed = 'lucia.batista@exemplo.com.br'

/** On step 2 with an e-mail typed in its form (and kept as a draft), about to press SALVAR. */
async function emailTyped(page: Page) {
  await toContacts(page, 'documentos-feminino')
  const emails = contactSection(page, 'Email')
  await openAdd(emails, 'Adicionar email', { Email: typed, Classificação: 'I' })
  await expect(page.getByText(restored)).toHaveCount(0)
  return emails
}

/** The e-mail form is open again with what was typed, and says it came back. */
async function expectEmailBack(page: Page) {
  const emails = contactSection(page, 'Email')
  await expect(emails.getByRole('status').filter({ hasText: restored })).toBeVisible()
  await expect(emails.getByLabel('Email')).toHaveValue(typed)
  await expectAccessible(page)
}

test('a 403 on a person call logs the person out; after the next login the typed e-mail is back', async ({
  page,
}) => {
  allowScreens(5)
  const emails = await emailTyped(page)
  await injectFault({
    pattern: '/social/v1/pessoa-fisica/emails/',
    method: 'POST',
    status: 403,
    times: 1,
  })
  await saveContact(emails)
  // The logout routine: the login again, no session left.
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sair' })).toHaveCount(0)
  await expectAccessible(page)

  await signInAs(page, 'documentos-feminino')
  await page.getByRole('link', { name: 'Iniciar recenseamento' }).first().click()
  await expect(activeStep(page, 'Contatos')).toBeVisible()
  await expectEmailBack(page)
})

test('a 401 (the token expired) says so on /Censo/ and puts nothing back; the next login has the e-mail', async ({
  page,
}) => {
  allowScreens(5)
  const emails = await emailTyped(page)
  await injectFault({
    pattern: '/social/v1/pessoa-fisica/emails/',
    method: 'POST',
    status: 401,
    times: 1,
  })
  await saveContact(emails)
  await expect(
    page.getByText('Você não possui permissão de acesso ao recurso solicitado!'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/Censo\/$/)
  // Already on /Censo/: the form keeps what was typed (not put back as loaded).
  await expect(emails.getByLabel('Email')).toHaveValue(typed)
  await expectAccessible(page)

  await signInAs(page, 'documentos-feminino')
  await page.getByRole('link', { name: 'Iniciar recenseamento' }).first().click()
  await expect(activeStep(page, 'Contatos')).toBeVisible()
  await expectEmailBack(page)
})
