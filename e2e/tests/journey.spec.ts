import type { Page } from '@playwright/test'
import { outcomeNotices } from '../case-support'
import {
  consolidateCaseOf,
  correctFromReview,
  downloadReceipt,
  expectReceipt,
  expectReview,
  expectWaiting,
  releaseCaseOf,
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
import {
  activeStep,
  goNextThrough,
  goNextTo,
  nextButton,
  pressOn,
  STEP_TITLES,
  tabTo,
  typeInto,
} from '../wizard/frame'
import { toEmployment } from '../wizard/employment'
import {
  imageEntry,
  missingEntries,
  pngFile,
  sendEverythingMissing,
  setUploadDelay,
  toImages,
  uploadHurried,
} from '../wizard/images'

/**
 * The whole journey (issue 12): an active servant with dependants completes the seven steps,
 * concludes, is sent back by the technician with an HTML message, corrects and concludes again,
 * and gets a consolidated receipt; each outcome reaches her mobile phone by SMS.
 */

// Each journey has a persona of its own and a fresh mock: they may share out among the workers.
test.describe.configure({ mode: 'parallel' })

// Every journey sends its documents: a minute more for them, each upload processed at once.
test.beforeEach(async () => {
  test.setTimeout(test.info().timeout + 60_000)
  await setUploadDelay(0)
})

/** Steps 1 to 4: the personas' saved data leaves them complete. */
const SAVED_STEPS = STEP_TITLES.slice(1, 5)

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
  const released = await releaseCaseOf(
    'com-dependentes',
    '<p>A imagem do <strong>RG</strong> está ilegível: envie outra.</p>',
  )
  expect(await outcomeNotices(released.pf_id)).toEqual([
    expect.objectContaining({ text: expect.stringMatching(/precisa de correções/) }),
  ])
  await page.goto('/Censo/')
  await expectReview(page, released)
  await expect(page.locator('.review-message strong')).toHaveText('RG')
  await expectAccessible(page)

  // She corrects it: the wizard again, everything saved; a new RG image, then CONCLUIR again.
  await correctFromReview(page)
  await goNextThrough(page, [...SAVED_STEPS, 'Avaliação', 'Imagens'])
  const rg = imageEntry(page, 'RG (Carteira de Identidade)')
  await rg.click()
  // Its X removes the old image at once (no question, spec §2).
  await page
    .getByRole('button', { name: /^Remover RG \(Carteira de Identidade\): arquivo 1$/ })
    .click()
  await expect(missingEntries(page)).not.toHaveCount(0)
  await sendEverythingMissing(page)
  await concludeCase(page)
  await expectWaiting(page)

  // Consolidated: the receipt, and a second SMS.
  const done = await consolidateCaseOf('com-dependentes')
  expect(await outcomeNotices(done.pf_id)).toHaveLength(2)
  await page.reload()
  await expectReceipt(page, done)
  await expectAccessible(page)
  await downloadReceipt(page, request, done)
})

/**
 * The seven steps to the receipt for a retiree, a pensioner with an instituidor and a benefit aid:
 * each category's steps hold together up to CONCLUIR. The technician's review and the correction
 * are the servant's journey's (they do not depend on the category).
 */
for (const [key, who] of [
  ['aposentado', 'a retiree (category 2)'],
  ['pensionista', 'a pensioner with an instituidor (category 3)'],
  ['auxilio-maternidade', 'a benefit aid (category 8)'],
] as const) {
  test(`${who}: seven steps, CONCLUIR, receipt`, async ({ page, request }) => {
    allowScreens(3)
    // Signed in without the login screens (the servant's and the keyboard journeys cross them).
    await toImages(page, key)
    expect(await sendEverythingMissing(page)).toBeGreaterThan(0)
    await expectAccessible(page)
    await concludeCase(page)
    await expectWaiting(page)

    const done = await consolidateCaseOf(key)
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
  const earlier = (await latestCode().catch(() => null))?.id ?? 0
  await page.goto('/')
  const entity = page.getByLabel('Selecione Municipio ou Estado')
  const { nome } = await entityOf(p)
  await typeInto(page, entity, nome)
  await expect(entity.locator('option:checked')).toHaveText(nome)
  await typeInto(page, page.getByLabel('CPF'), p.cpf)
  await typeInto(page, page.getByLabel('Data de nascimento'), p.nascimento)
  for (const box of [
    page.getByRole('checkbox', { name: /termos/i }),
    page.getByRole('checkbox', { name: 'Não sou um robô' }),
  ]) {
    await pressOn(page, box, 'Space')
    await expect(box).toBeChecked()
  }
  await pressOn(page, page.getByRole('button', { name: 'Entrar' }))
  await pressOn(page, page.getByRole('radio', { name: /^Receber SMS em/ }).first(), 'Space')
  const { code } = await waitForCode('sms', earlier)
  await typeInto(page, page.getByLabel('Código'), code)
  await pressOn(page, page.getByRole('button', { name: 'Confirmar' }))
  await expect(page.getByRole('button', { name: 'Sair' }).first()).toBeVisible()
}

test('by keyboard alone, from the login to /Status/: a benefit aid confirms her steps, rates, sends her documents and concludes', async ({
  page,
}) => {
  allowScreens(3)
  await logInByKeyboard(page, 'auxilio-maternidade')
  await pressOn(page, page.getByRole('link', { name: 'Iniciar recenseamento' }).first())
  await expect(activeStep(page, 'Perfil')).toBeVisible()
  // Steps 0 to 3 are complete as saved (their forms by keyboard have journeys of their own):
  // Próximo reached by Tab past every field, pressed with Enter; the next title takes the focus.
  for (const step of SAVED_STEPS) {
    await expect(nextButton(page)).toBeEnabled()
    await pressOn(page, nextButton(page), 'Enter', 150)
    await expect(activeStep(page, step)).toBeFocused()
  }
  // Próximo by keyboard; step 5's faces by the arrows.
  await pressOn(page, nextButton(page))
  await expect(activeStep(page, 'Avaliação')).toBeFocused()
  await pressOn(page, page.getByRole('radio', { name: 'Estou totalmente satisfeito' }), 'ArrowDown')
  await expect(page.getByText('Obrigado por sua avaliação!')).toBeVisible()
  await pressOn(page, nextButton(page))
  await expect(activeStep(page, 'Imagens')).toBeFocused()
  await expectAccessible(page)

  // Each missing type: its header by Tab and Enter, the file control by Tab and Enter. The
  // chooser is caught by a listener set once, now: Playwright switches the catching on after the
  // first listener comes, so one made just before an Enter can miss the chooser it opens.
  page.on('filechooser', (chooser) => void chooser.setFiles(pngFile()))
  while ((await missingEntries(page).count()) > 0) {
    const panelId = (await missingEntries(page).first().getAttribute('aria-controls')) ?? ''
    const entry = page.locator(`[aria-controls="${panelId}"]`)
    const panel = page.locator(`[id="${panelId}"]`)
    if ((await entry.getAttribute('aria-expanded')) !== 'true') {
      await pressOn(page, entry, 'Enter', 80)
    }
    await tabTo(page, panel.getByLabel('Escolher arquivo'), 80)
    await uploadHurried(
      page,
      () => page.keyboard.press('Enter'),
      () => expect(entry).toHaveAccessibleName(/\(completo\)$/, { timeout: 250 }),
    )
  }
  // CONCLUIR comes on a second after the last document (spec §9); Tab skips it until then.
  const conclude = page.getByRole('button', { name: 'CONCLUIR' })
  await expect(conclude).toBeEnabled()
  await pressOn(page, conclude, 'Enter', 80)
  const question = page.getByRole('dialog', { name: 'Concluir o recenseamento' })
  await expect(question.getByRole('button', { name: 'Concluir' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectWaiting(page)
  await expectAccessible(page)
})

test('on a 360 px phone with text at 200 %: a pensioner completes the census', async ({ page }) => {
  allowScreens(2)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })
  await loginAs(page, 'pensionista')
  await toImages(page, 'pensionista')
  await sendEverythingMissing(page)
  // Nothing scrolls sideways, even with the whole accordion sent.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessible(page)
  await concludeCase(page)
  await expectWaiting(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
