import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible, loginAs } from '../../support'
import { contactSection, openAdd, saveContact, toContacts } from '../../wizard/contacts'
import { activeStep, goNextTo, previousButton } from '../../wizard/frame'

/**
 * Stop and resume (issue 12, docs/decisions/022): a person who logs out in the middle of the
 * wizard and logs back in finds everything saved, at the first incomplete step.
 */

const PERSONA = 'aposentado'
const NEW_EMAIL = 'retomada@exemplo.com.br'

/** Sair, then the login again (a new one-time code) and "Iniciar recenseamento". */
async function logOutAndBackIn(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).first().click()
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
  await loginAs(page, PERSONA)
  await page.getByRole('link', { name: 'Iniciar recenseamento' }).first().click()
  await expect(page).toHaveURL(/\/Censo\/$/)
}

const doneStep = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: `${title} (concluída)` })

test('a person who logs out mid-wizard comes back to everything saved, at the first incomplete step', async ({
  page,
}) => {
  allowScreens(4)
  // A retiree of the state: the four contact sections are mandatory, and he has one of each.
  await toContacts(page, PERSONA)
  const emails = contactSection(page, 'Email')
  await openAdd(emails, 'Adicionar email')
  await emails.getByLabel('Email').fill(NEW_EMAIL)
  await emails.getByLabel('Classificação').selectOption('I')
  await saveContact(emails)
  await expect(emails.getByText(NEW_EMAIL)).toBeVisible()
  await goNextTo(page, 'Dependentes')
  await goNextTo(page, 'Dados Funcionais')

  // Stopped at step 4: back in, the wizard opens there, the steps before it marked done.
  await logOutAndBackIn(page)
  await expect(activeStep(page, 'Dados Funcionais')).toBeFocused()
  for (const title of ['Perfil', 'Documentos', 'Contatos', 'Dependentes']) {
    await expect(doneStep(page, title)).toBeVisible()
  }
  await expectAccessible(page)
  // What was saved is there.
  await previousButton(page).click()
  await expect(activeStep(page, 'Dependentes')).toBeFocused()
  await previousButton(page).click()
  await expect(activeStep(page, 'Contatos')).toBeFocused()
  await expect(contactSection(page, 'Email').getByText(NEW_EMAIL)).toBeVisible()

  // A mandatory section emptied, then back to Perfil and out: back in, the wizard opens at
  // Contatos, the first step with something missing, not where he left nor where he had got to.
  const networks = contactSection(page, 'Redes Sociais')
  await networks.getByRole('button', { name: /^Remover Facebook/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click()
  await expect(networks.getByText('Nenhuma rede social cadastrada.')).toBeVisible()
  await previousButton(page).click()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  await previousButton(page).click()
  await expect(activeStep(page, 'Perfil')).toBeFocused()

  await logOutAndBackIn(page)
  await expect(activeStep(page, 'Contatos')).toBeFocused()
  await expect(doneStep(page, 'Perfil')).toBeVisible()
  await expect(doneStep(page, 'Documentos')).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 3, name: 'Redes Sociais (obrigatório, incompleto)' }),
  ).toBeVisible()
  await expect(contactSection(page, 'Email').getByText(NEW_EMAIL)).toBeVisible()
  await expectAccessible(page)
})
