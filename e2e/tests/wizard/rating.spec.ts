import { expect, test } from '../../fixtures'
import { allowScreens, expectAccessible } from '../../support'
import { goNextTo, nextButton, tabTo } from '../../wizard/frame'
import { toEmployment } from '../../wizard/employment'

/** Step 5 Avaliação against the mock: a click saves, the arrows save where they stop; always complete. */

test('rates with a click and with the arrows; each choice is saved once and thanked', async ({
  page,
  journal,
}) => {
  allowScreens(2)
  await toEmployment(page, 'com-dependentes')
  await goNextTo(page, 'Avaliação')
  const question = page.getByRole('group', {
    name: 'Como você avalia este procedimento de auto-Recenseamento?',
  })
  const faces = question.getByRole('radio')
  await expect(faces).toHaveCount(5)
  for (const face of await faces.all()) await expect(face).not.toBeChecked()
  await expect(nextButton(page)).toBeEnabled()
  await expectAccessible(page)
  await journal.clear()

  // A person taps the face (the radio itself is hidden behind it).
  await question
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Estou satisfeito', exact: true }) })
    .click()
  await expect(question.getByRole('radio', { name: 'Estou satisfeito', exact: true })).toBeChecked()
  await expect(page.getByText('Obrigado por sua avaliação!')).toBeVisible()
  // By keyboard: the arrows move along the faces; the face they stop on is saved, once.
  await tabTo(page, question.getByRole('radio', { name: 'Estou satisfeito', exact: true }))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(
    question.getByRole('radio', { name: 'Estou muito insatisfeito', exact: true }),
  ).toBeChecked()
  await expect
    .poll(async () => (await journal.writes()).map((entry) => entry.body))
    .toEqual([
      expect.objectContaining({ pf_id: 1013, aval: 2, aval_segurado: true }),
      expect.objectContaining({ pf_id: 1013, aval: 4, aval_segurado: true }),
    ])
  await expectAccessible(page)
  await goNextTo(page, 'Imagens')
})
