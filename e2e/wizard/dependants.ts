import type { Locator, Page } from '@playwright/test'
import { toContacts } from './contacts'
import { goNextTo } from './frame'

/** Step 3 Dependentes: the list of cards and the add form. */

/** Logs the persona in and walks to step 3 (its Perfil, Documentos and Contatos complete). */
export async function toDependants(page: Page, persona: string): Promise<void> {
  await toContacts(page, persona)
  await goNextTo(page, 'Dependentes')
}

/** The list of the person's dependants (a region of cards). */
export const dependantList = (page: Page): Locator =>
  page.getByRole('region', { name: 'Dependentes cadastrados' })

/** One card, by the dependant's name. */
export const dependantCard = (page: Page, nome: string): Locator =>
  dependantList(page).getByRole('listitem').filter({ hasText: nome })

/** What the add form asks, as a person types it (CPF and identity optional). */
export interface NewDependant {
  nome: string
  cpf?: string
  nascimento: string
  sexo: 'Masculino' | 'Feminino' | 'Outro'
  parentesco: string
  motivoInicio: string
}

export async function fillDependant(page: Page, dependant: NewDependant): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill(dependant.nome)
  if (dependant.cpf) await page.getByLabel('CPF', { exact: true }).fill(dependant.cpf)
  await page.getByLabel('Data de nascimento').fill(dependant.nascimento)
  await page.getByLabel('Sexo').selectOption({ label: dependant.sexo })
  await page.getByLabel('Parentesco').selectOption({ label: dependant.parentesco })
  await page
    .getByLabel('Motivo do início da dependência')
    .selectOption({ label: dependant.motivoInicio })
}

/** A daughter with a CPF of her own, born in 2012 (Filho copies the birth date as the start). */
export const beatriz: NewDependant = {
  nome: 'Beatriz Lopes Guimarães',
  cpf: '73150692407',
  nascimento: '30092012',
  sexo: 'Feminino',
  parentesco: 'Filho',
  motivoInicio: 'Nascimento',
}
