import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { overlapArea, pastViewport, scrollToBottomEdge } from '../layout'
import { entityOf, fillLogin, persona } from '../support'
import { toEmployment } from '../wizard/employment'
import { goNextTo, nextButton, openWizard, previousButton } from '../wizard/frame'

/**
 * Nothing covers what the person needs next (issue 40 §7), tried as a new user would on the e2e
 * phone (Pixel 7, 412 px): a toast never covers Anterior, Próximo or the field in focus, the chat
 * button never covers the captcha, and the rating's tooltips stay on the screen, off the question;
 * the last two at 412 and at 320 px.
 */
const NARROWEST = { width: 320, height: 640 }

const RATING_QUESTION = 'Como você avalia este procedimento de auto-Recenseamento?'

async function expectUncovered(page: Page, cover: Locator, covered: Locator[]) {
  await expect(cover).toBeVisible()
  for (const target of covered) {
    await expect.poll(() => overlapArea(cover, target)).toBe(0)
  }
}

async function toRating(page: Page) {
  await toEmployment(page, 'com-dependentes')
  await goNextTo(page, 'Avaliação')
}

/** Each face's tooltip, shown as the pointer rests on the face: inside the viewport, off the question. */
async function expectTooltipsInside(page: Page) {
  const question = page.locator('legend', { hasText: RATING_QUESTION })
  const faces = page.locator('.rating-face')
  await expect(faces).toHaveCount(5)
  for (const face of await faces.all()) {
    await face.hover()
    const tooltip = face.locator('.rating-tooltip')
    await expect(tooltip).toHaveCSS('opacity', '1')
    expect(await pastViewport(page, tooltip), 'px past the screen').toBe(0)
    expect(await overlapArea(tooltip, question), 'px² over the question').toBe(0)
  }
}

test("the rating's tooltips stay on a 412 px screen, off the question", async ({ page }) => {
  await toRating(page)
  await expectTooltipsInside(page)
})

test("the rating's tooltips stay on a 320 px screen, off the question", async ({ page }) => {
  await page.setViewportSize(NARROWEST)
  await toRating(page)
  await expectTooltipsInside(page)
})

test('the thanks toast of the rating covers neither Anterior nor Próximo', async ({ page }) => {
  await toRating(page)
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Estou totalmente satisfeito', exact: true }) })
    .click()
  const thanks = page.locator('.toast', { hasText: 'Obrigado por sua avaliação!' })
  await expectUncovered(page, thanks, [previousButton(page), nextButton(page)])
})

test("the cookie toast covers neither Perfil's first field in focus nor Próximo", async ({
  page,
}) => {
  await openWizard(page, 'com-dependentes')
  await page.getByRole('button', { name: 'Aceitar Cookies' }).click()
  const saved = page.locator('.toast', { hasText: 'Suas preferências de cookies foram salvas.' })
  await expect(saved).toBeVisible()
  // The first field a person can fill, tapped where a phone's keyboard leaves it: low on the screen.
  const first = page.getByRole('main').getByRole('textbox').and(page.locator(':enabled')).first()
  await scrollToBottomEdge(first)
  await first.focus()
  await expectUncovered(page, saved, [first, nextButton(page)])
})

/** The login filled in, scrolled until the captcha box shows whole at the bottom of the screen. */
async function expectCaptchaUncovered(page: Page) {
  await page.goto('/')
  const p = persona('com-dependentes')
  await page
    .getByLabel('Selecione Municipio ou Estado')
    .selectOption({ label: (await entityOf(p)).nome })
  await fillLogin(page, p, { selectEntity: false })
  const launcher = page.locator('.chat-launcher')
  const captcha = page.locator('.captcha-dev')
  await scrollToBottomEdge(captcha)
  await expectUncovered(page, launcher, [captcha])
}

test('the chat button covers no part of the captcha box on the login', async ({ page }) => {
  await expectCaptchaUncovered(page)
})

test('the chat button covers no part of the captcha box on the login at 320 px', async ({
  page,
}) => {
  await page.setViewportSize(NARROWEST)
  await expectCaptchaUncovered(page)
})
