import type { Page } from '@playwright/test'
import { consolidateCase, outcomeNotices, releaseCase } from '../case-support'
import {
  caseOfPersona,
  downloadReceipt,
  expectCenso,
  expectReceipt,
  expectReview,
  expectWaiting,
} from '../case-screens'
import { expect, test } from '../fixtures'
import {
  allowScreens,
  entityOf,
  expectAccessible,
  latestCode,
  loginAs,
  persona,
  waitForCode,
} from '../support'
import { activeStep, goNextTo, nextButton, tabTo } from '../wizard/frame'
import { toEmployment } from '../wizard/employment'
import {
  imageEntry,
  missingEntries,
  pngFile,
  sendEverythingMissing,
  setUploadDelay,
  uploadHurried,
} from '../wizard/images'

/**
 * The whole journey (issue 12): an active servant with dependants completes the seven steps,
 * concludes, is sent back by the technician with an HTML message, corrects and concludes again,
 * and gets a consolidated receipt; each outcome reaches her mobile phone by SMS.
 */

// Each journey has a persona of its own and a fresh mock: they may share out among the workers.
test.describe.configure({ mode: 'parallel' })

/** CONCLUIR and its confirmation. */
async function concludeCase(page: Page) {
  await page.getByRole('button', { name: 'CONCLUIR' }).click()
  await page
    .getByRole('dialog', { name: 'Concluir o recenseamento' })
    .getByRole('button', { name: 'Concluir' })
    .click()
}

test('an active servant with dependants: seven steps, CONCLUIR, review, correction, receipt', async ({
  page,
  request,
}) => {
  allowScreens(8)
  test.setTimeout(test.info().timeout + 60_000)
  await setUploadDelay(0)
  await loginAs(page, 'com-dependentes')
  await toEmployment(page, 'com-dependentes')
  await goNextTo(page, 'Avaliação')
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Estou totalmente satisfeito' }) })
    .click()
  await expect(page.getByText('Obrigado por sua avaliação!')).toBeVisible()
  await goNextTo(page, 'Imagens')
  await expectAccessible(page)

  // Step 6: her photo was sent already; the rest, her dependants' documents among them.
  const sent = await sendEverythingMissing(page)
  expect(sent).toBeGreaterThanOrEqual(7)
  await expect(missingEntries(page)).toHaveCount(0)
  await expectAccessible(page)
  await concludeCase(page)
  await expectWaiting(page)
  await expectAccessible(page)

  // The technician sends it back with an HTML message; an SMS tells her.
  const { pf_id } = await caseOfPersona('com-dependentes')
  const released = await releaseCase(
    pf_id,
    '<p>A imagem do <strong>RG</strong> está ilegível: envie outra.</p>',
  )
  expect(await outcomeNotices(pf_id)).toEqual([
    expect.objectContaining({ text: expect.stringMatching(/precisa de correções/) }),
  ])
  await page.goto('/Censo/')
  await expectReview(page, released)
  await expect(page.locator('.review-message strong')).toHaveText('RG')
  await expectAccessible(page)

  // She corrects it: the wizard again, everything saved; a new RG image, then CONCLUIR again.
  await page.getByRole('link', { name: 'Corrigir inconsistências' }).click()
  await expectCenso(page)
  for (const step of ['Documentos', 'Contatos', 'Dependentes', 'Dados Funcionais', 'Avaliação']) {
    await goNextTo(page, step)
  }
  await goNextTo(page, 'Imagens')
  const rg = imageEntry(page, 'RG (Carteira de Identidade)')
  await rg.click()
  await page
    .getByRole('button', { name: /^Remover RG \(Carteira de Identidade\): arquivo 1$/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Tem certeza que você deseja remover este registro?' })
    .getByRole('button', { name: 'Remover' })
    .click()
  await expect(missingEntries(page)).not.toHaveCount(0)
  await sendEverythingMissing(page)
  await concludeCase(page)
  await expectWaiting(page)

  // Consolidated: the receipt, and a second SMS.
  const done = await consolidateCase(pf_id)
  expect(await outcomeNotices(pf_id)).toHaveLength(2)
  await page.reload()
  await expectReceipt(page, done)
  await expectAccessible(page)
  await downloadReceipt(page, request, done)
})

/** The same journey for a retiree, a pensioner with an instituidor and a benefit aid. */
for (const [key, who] of [
  ['aposentado', 'a retiree (category 2)'],
  ['pensionista', 'a pensioner with an instituidor (category 3)'],
  ['auxilio-maternidade', 'a benefit aid (category 8)'],
] as const) {
  test(`${who}: seven steps, CONCLUIR, review, CONCLUIR again, receipt`, async ({
    page,
    request,
  }) => {
    allowScreens(4)
    test.setTimeout(test.info().timeout + 60_000)
    await setUploadDelay(0)
    await loginAs(page, key)
    await toEmployment(page, key)
    await goNextTo(page, 'Avaliação')
    await goNextTo(page, 'Imagens')
    expect(await sendEverythingMissing(page)).toBeGreaterThan(0)
    await expectAccessible(page)
    await concludeCase(page)
    await expectWaiting(page)

    const { pf_id } = await caseOfPersona(key)
    const released = await releaseCase(pf_id, '<p>Confira a <em>data de ingresso</em>.</p>')
    await page.goto('/Censo/')
    await expectReview(page, released)
    await page.getByRole('link', { name: 'Corrigir inconsistências' }).click()
    await expectCenso(page)
    for (const step of ['Documentos', 'Contatos', 'Dependentes', 'Dados Funcionais']) {
      await goNextTo(page, step)
    }
    await goNextTo(page, 'Avaliação')
    await goNextTo(page, 'Imagens')
    await concludeCase(page)
    await expectWaiting(page)

    const done = await consolidateCase(pf_id)
    await page.reload()
    await expectReceipt(page, done)
    await downloadReceipt(page, request, done)
  })
}

/**
 * The login by keyboard alone: the entity by the select's type-ahead, the fields typed, the boxes
 * ticked with Space, the SMS chosen with Space, the code typed, Confirmar with Enter.
 */
async function logInByKeyboard(page: Page, key: string) {
  allowScreens(2)
  const p = persona(key)
  const keys = page.keyboard
  const earlier = (await latestCode().catch(() => null))?.id ?? 0
  await page.goto('/')
  const entity = page.getByLabel('Selecione Municipio ou Estado')
  await tabTo(page, entity)
  const { nome } = await entityOf(p)
  await keys.type(nome)
  await expect(entity.locator('option:checked')).toHaveText(nome)
  await tabTo(page, page.getByLabel('CPF'))
  await keys.type(p.cpf)
  await tabTo(page, page.getByLabel('Data de nascimento'))
  await keys.type(p.nascimento)
  for (const box of [
    page.getByRole('checkbox', { name: /termos/i }),
    page.getByRole('checkbox', { name: 'Não sou um robô' }),
  ]) {
    await tabTo(page, box)
    await keys.press('Space')
    await expect(box).toBeChecked()
  }
  await tabTo(page, page.getByRole('button', { name: 'Entrar' }))
  await keys.press('Enter')
  const sms = page.getByRole('radio', { name: /^Receber SMS em/ }).first()
  await tabTo(page, sms)
  await keys.press('Space')
  const { code } = await waitForCode('sms', earlier)
  await tabTo(page, page.getByLabel('Código'))
  await keys.type(code)
  await tabTo(page, page.getByRole('button', { name: 'Confirmar' }))
  await keys.press('Enter')
  await expect(page.getByRole('button', { name: 'Sair' }).first()).toBeVisible()
}

test('by keyboard alone, from the login to /Status/: a benefit aid confirms her steps, rates, sends her documents and concludes', async ({
  page,
}) => {
  allowScreens(3)
  test.setTimeout(test.info().timeout + 60_000)
  await setUploadDelay(0)
  await logInByKeyboard(page, 'auxilio-maternidade')
  const keys = page.keyboard
  await tabTo(page, page.getByRole('link', { name: 'Iniciar recenseamento' }).first())
  await keys.press('Enter')
  await expect(activeStep(page, 'Perfil')).toBeVisible()
  // Steps 0 to 3 are complete as saved (their forms by keyboard have journeys of their own):
  // Próximo reached by Tab past every field, pressed with Enter; the next title takes the focus.
  for (const step of ['Documentos', 'Contatos', 'Dependentes', 'Dados Funcionais']) {
    await expect(nextButton(page)).toBeEnabled()
    await tabTo(page, nextButton(page), 150)
    await keys.press('Enter')
    await expect(activeStep(page, step)).toBeFocused()
  }
  // Próximo by keyboard; step 5's faces by the arrows.
  await tabTo(page, nextButton(page))
  await keys.press('Enter')
  await expect(activeStep(page, 'Avaliação')).toBeFocused()
  await tabTo(page, page.getByRole('radio', { name: 'Estou totalmente satisfeito' }))
  await keys.press('ArrowDown')
  await expect(page.getByText('Obrigado por sua avaliação!')).toBeVisible()
  await tabTo(page, nextButton(page))
  await keys.press('Enter')
  await expect(activeStep(page, 'Imagens')).toBeFocused()
  await expectAccessible(page)

  // Each missing type: its header by Tab and Enter, the file control by Tab and Enter.
  while ((await missingEntries(page).count()) > 0) {
    const panelId = (await missingEntries(page).first().getAttribute('aria-controls')) ?? ''
    const entry = page.locator(`[aria-controls="${panelId}"]`)
    const panel = page.locator(`[id="${panelId}"]`)
    if ((await entry.getAttribute('aria-expanded')) !== 'true') {
      await tabTo(page, entry, 80)
      await keys.press('Enter')
    }
    await tabTo(page, panel.getByLabel('Escolher arquivo'), 80)
    await uploadHurried(
      page,
      async () => {
        const chooser = page.waitForEvent('filechooser')
        await keys.press('Enter')
        await (await chooser).setFiles(pngFile())
      },
      () => expect(entry).toHaveAccessibleName(/\(completo\)$/, { timeout: 250 }),
    )
  }
  const conclude = page.getByRole('button', { name: 'CONCLUIR' })
  await tabTo(page, conclude, 80)
  await keys.press('Enter')
  const question = page.getByRole('dialog', { name: 'Concluir o recenseamento' })
  await expect(question.getByRole('button', { name: 'Concluir' })).toBeFocused()
  await keys.press('Enter')
  await expectWaiting(page)
  await expectAccessible(page)
})

test('on a 360 px phone with text at 200 %: a pensioner completes the census', async ({ page }) => {
  allowScreens(2)
  test.setTimeout(test.info().timeout + 60_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })
  await setUploadDelay(0)
  await loginAs(page, 'pensionista')
  await toEmployment(page, 'pensionista')
  await goNextTo(page, 'Avaliação')
  await goNextTo(page, 'Imagens')
  await sendEverythingMissing(page)
  // Nothing scrolls sideways, even with the whole accordion sent.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessible(page)
  await concludeCase(page)
  await expectWaiting(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
