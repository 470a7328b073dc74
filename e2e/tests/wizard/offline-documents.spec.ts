import { expect, test } from '../../fixtures'
import { deviceCopy, keptOnDevice } from '../../wizard/device'
import { allowScreens, expectAccessible } from '../../support'
import { panel, saveSection, section, toDocuments } from '../../wizard/documents'
import { activeStep, openWizard } from '../../wizard/frame'

/** Step 1's saves go on offline (docs/decisions/028): kept on the device, sent once online. */

const waiting = 'Será enviado quando a conexão voltar.'
const offlineLine =
  'Você está sem conexão. Estes são os seus dados como foram lidos por último neste aparelho.'

test('a document changed and a degree added offline wait on the device across a reload, then are sent once each', async ({
  page,
  context,
  journal,
}) => {
  allowScreens(4)
  await openWizard(page, 'documentos-masculino')
  await toDocuments(page)
  // The app's files and the person's reads are on the device.
  await keptOnDevice(page, 'courses')
  await journal.clear()

  await context.setOffline(true)
  const identity = section(page, 1, 'Identidade')
  await identity.click()
  await panel(page, 'Identidade').getByLabel('Número do RG', { exact: true }).fill('102778')
  await saveSection(page, 'Identidade')
  // It closes as after a save, the next opens; its header says the save waits.
  await expect(identity).toHaveAttribute('aria-expanded', 'false')
  await expect(section(page, 2, 'PIS/PASEP/NIT')).toHaveAttribute('aria-expanded', 'true')
  await expect(identity).toHaveAccessibleDescription(waiting)

  const degreesHeader = section(page, 8, 'Formação acadêmica')
  await degreesHeader.click()
  const degrees = panel(page, 'Formação acadêmica')
  await degrees.getByRole('button', { name: 'Adicionar formação' }).click()
  await degrees.getByLabel('Grau').selectOption({ label: 'Graduação' })
  await degrees.getByLabel('Situação').selectOption({ label: 'Cursando' })
  await degrees.getByLabel('Curso').fill('Engenharia Civil')
  await saveSection(page, 'Formação acadêmica')
  // The last section only closes; its degree waits, and counts: the section is complete.
  await expect(degreesHeader).toHaveAttribute('aria-expanded', 'false')
  await expect(degreesHeader).toHaveAccessibleDescription(waiting)
  await expect(degreesHeader).toHaveAccessibleName(/\(completo\)/)
  await degreesHeader.click()
  const degree = degrees.getByRole('listitem').filter({ hasText: 'Engenharia Civil' })
  await expect(degree).toContainText(waiting)
  await expect(page.getByRole('status').filter({ hasText: offlineLine })).toBeVisible()
  await expect.poll(() => deviceCopy(page)).toContain('Engenharia Civil')
  await expect.poll(() => deviceCopy(page)).toContain('102778')
  await expectAccessible(page)

  // A reload with no network (a tab the phone discarded): both still wait, nothing was sent.
  await page.reload()
  await expect(activeStep(page, 'Documentos')).toBeVisible()
  await expect(identity).toHaveAccessibleDescription(waiting)
  await expect(degreesHeader).toHaveAccessibleDescription(waiting)
  if ((await degreesHeader.getAttribute('aria-expanded')) !== 'true') await degreesHeader.click()
  await expect(degree).toContainText(waiting)
  await expect.poll(() => journal.summary()).toEqual([])

  // Back online: each goes by itself, once, in the order made; the marks go.
  await context.setOffline(false)
  await expect(page.getByText(waiting)).toHaveCount(0, { timeout: 20_000 })
  await expect(degree).toBeVisible()
  await expect
    .poll(() => journal.summary())
    .toEqual([
      'POST /social/v1/pessoa-fisica/identidade/ 200',
      'POST /social/v1/pessoa-fisica/cursos/ 200',
    ])
  const [, rg] = await journal.writes()
  expect(rg?.body).toMatchObject({ pf_rg: '102778' })
})
