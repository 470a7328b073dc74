import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible } from '../../support'
import { beatriz, fillDependant, toDependants } from '../../wizard/dependants'
import { activeStep } from '../../wizard/frame'

/** No typing lost (docs/decisions/021): drafts of the wizard's forms, a reload, offline saves. */

const restored = 'Recuperamos o que você digitou e ainda não foi salvo.'

/** The person's draft of one form, as the app keeps it in localStorage (draft_<pf_id>_<key>). */
const draftOf = (page: Page, key: string) =>
  page.evaluate(
    (suffix) =>
      Object.keys(localStorage)
        .filter((name) => name.startsWith('draft_') && name.endsWith(suffix))
        .map((name) => localStorage.getItem(name))
        .join(''),
    `_${key}`,
  )

test('a dependant typed and not saved survives a reload, comes back with a notice, and Descartar drops it', async ({
  page,
}) => {
  allowScreens(4)
  await toDependants(page, 'com-dependentes')
  await page.getByRole('button', { name: 'Adicionar dependente' }).click()
  await fillDependant(page, beatriz)
  await expect.poll(() => draftOf(page, 'dependentes:novo')).toContain('Beatriz')

  // A reload (a closed tab, a phone that ran out of battery) opens the wizard again at the step
  // the person was on (docs/decisions/022).
  await page.reload()
  await expect(activeStep(page, 'Dependentes')).toBeFocused()
  // The add form opens with what was typed, and says so.
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  const notice = page.getByRole('status').filter({ hasText: restored })
  await expect(notice).toBeVisible()
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Beatriz Lopes Guimarães')
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('731.506.924-07')
  await expect(page.getByLabel('Data de início da dependência')).toHaveValue('30/09/2012')
  await expectAccessible(page)

  // Descartar, by keyboard: the form is empty again and the draft is gone.
  await notice.getByRole('button', { name: 'Descartar' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('')
  await expect(page.getByText(restored)).toHaveCount(0)
  await expect.poll(() => draftOf(page, 'dependentes:novo')).toBe('')
  await expectAccessible(page)
})
