import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures'
import { deviceCopy, keptOnDevice } from '../../wizard/device'
import { allowScreens, expectAccessible } from '../../support'
import { activeStep, nextButton, openWizard } from '../../wizard/frame'

/** Step 0's save goes on offline (docs/decisions/028): kept on the device, sent once online. */

const PATCH = 'PATCH /social/v1/pessoa-fisica/perfil/1004/ 200'
const queued = 'Perfil: salvo neste aparelho. Será enviado quando a conexão voltar.'
const offlineLine =
  'Você está sem conexão. Estes são os seus dados como foram lidos por último neste aparelho.'

/** The person's draft of step 0 (localStorage draft_<pf_id>_perfil), or ''. */
const profileDraft = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((name) => name.startsWith('draft_') && name.endsWith('_perfil'))
      .map((name) => localStorage.getItem(name))
      .join(''),
  )

test('a profile changed offline moves on, waits on the device across a reload, then is sent once', async ({
  page,
  context,
  journal,
}) => {
  allowScreens(3)
  await openWizard(page, 'sem-contatos')
  // The app's files and the person's reads are on the device.
  await keptOnDevice(page, 'telefones')
  await journal.clear()

  await context.setOffline(true)
  await page.getByLabel('Nome do pai').fill('Raimundo Costa')
  await page.getByLabel('Nome da mãe').fill('Benedita Costa')
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).click()
  await expect(activeStep(page, 'Documentos')).toBeFocused()
  await expect(page.getByText(queued)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: offlineLine })).toBeVisible()
  // What waits counts for the step: Perfil is complete.
  await expect(page.getByRole('heading', { name: 'Perfil (concluída)' })).toBeVisible()
  await expect.poll(() => deviceCopy(page)).toContain('Raimundo Costa')
  expect(await profileDraft(page)).toContain('Raimundo Costa')
  await expectAccessible(page)

  // A reload with no network (a tab the phone discarded): the wizard where she was, nothing sent.
  await page.reload()
  await expect(activeStep(page, 'Documentos')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Perfil (concluída)' })).toBeVisible()
  await expect.poll(() => journal.summary()).toEqual([])

  // Back online: the save goes by itself, once; its draft goes with it.
  await context.setOffline(false)
  await expect.poll(() => journal.summary(), { timeout: 20_000 }).toEqual([PATCH])
  await expect.poll(() => profileDraft(page)).toBe('')
  const [patch] = await journal.writes()
  expect(patch?.body).toMatchObject({
    filiacao: [
      { pf_filiacao_tipo: 'M', pf_filiacao_nome: 'Benedita Costa' },
      { pf_filiacao_tipo: 'P', pf_filiacao_nome: 'Raimundo Costa' },
    ],
  })
  await expect(page.getByText(offlineLine)).toHaveCount(0)
  await expect.poll(() => journal.summary()).toEqual([PATCH])
})
