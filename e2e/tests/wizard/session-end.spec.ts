import type { Page } from '@playwright/test'
import { expect, test, type Journal } from '../../fixtures'
import { allowScreens, expectAccessible, injectFault, signInAs } from '../../support'
import { contactSection, openAdd, saveContact, toContacts } from '../../wizard/contacts'
import { activeStep } from '../../wizard/frame'

/**
 * Spec §8's global reactions met in the middle of the wizard: a 401 (the token expired) and a 403
 * on a person call each end what the person was doing as the spec says, and nothing typed is lost:
 * the save waits on the device for the same person's next login (docs/decisions/028).
 */

const restored = 'Recuperamos o que você digitou e ainda não foi salvo.'
const typed = 'lucia.batista@exemplo.com.br'

const PERSONA = 'documentos-feminino'

/** On step 2 with an e-mail typed in its form, SALVAR answered `status` by the social API. */
async function saveEmailAnswered(page: Page, status: 401 | 403) {
  await toContacts(page, PERSONA)
  const emails = contactSection(page, 'Email')
  await openAdd(emails, 'Adicionar email', { Email: typed, Classificação: 'I' })
  await expect(page.getByText(restored)).toHaveCount(0)
  await injectFault({
    pattern: '/social/v1/pessoa-fisica/emails/',
    method: 'POST',
    status,
    times: 1,
  })
  await saveContact(emails)
  return emails
}

/**
 * Logged in again: the wizard opens at step 2 and nothing typed is lost nor doubled: the e-mail,
 * kept on the device as a save that waits for its person, goes by itself (listed), or its form
 * comes back with it from the draft, which stays until the save is made (docs/decisions/028).
 */
async function expectEmailNotLostAfterLogin(page: Page, journal: Journal) {
  await journal.clear()
  await signInAs(page, PERSONA)
  await page.getByRole('link', { name: 'Iniciar recenseamento' }).first().click()
  await expect(activeStep(page, 'Contatos')).toBeVisible()
  const emails = contactSection(page, 'Email')
  const listed = emails.getByRole('listitem').filter({ hasText: typed })
  const formBack = emails.getByRole('status').filter({ hasText: restored })
  await expect(listed.or(formBack).first()).toBeVisible()
  if (await formBack.isVisible()) await expect(emails.getByLabel('Email')).toHaveValue(typed)
  await expectAccessible(page)
  const emailWrites = (await journal.summary()).filter((line) => line.includes('/emails/'))
  expect(emailWrites.filter((line) => line.endsWith(' 200')).length).toBeLessThanOrEqual(1)
}

test('a 403 on a person call logs the person out; after the next login the e-mail is not lost', async ({
  page,
  journal,
}) => {
  allowScreens(5)
  await saveEmailAnswered(page, 403)
  // The logout routine: the login again, no session left.
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sair' })).toHaveCount(0)
  await expectAccessible(page)
  await expectEmailNotLostAfterLogin(page, journal)
})

test('a 401 (the token expired) says so on /Censo/ and keeps what was typed; after the next login the e-mail is not lost', async ({
  page,
  journal,
}) => {
  allowScreens(5)
  const emails = await saveEmailAnswered(page, 401)
  await expect(
    page.getByText('Você não possui permissão de acesso ao recurso solicitado!'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/Censo\/$/)
  // Already on /Censo/: the form keeps what was typed while the save waits for a new login.
  await expect(emails.getByLabel('Email')).toHaveValue(typed)
  await expectAccessible(page)
  await expectEmailNotLostAfterLogin(page, journal)
})
