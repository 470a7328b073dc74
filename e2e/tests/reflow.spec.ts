import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { section, toDocuments } from '../wizard/documents'
import { activeStep, openWizard } from '../wizard/frame'

/**
 * Nothing makes the page scroll sideways (header, titles, wizard buttons, accordions): WCAG
 * 1.4.10 at 320 CSS px, and text enlarged to 200 % (1.4.4) on a common small phone, 360 px.
 */
const NARROWEST = { width: 320, height: 640 }
const SMALL_PHONE = { width: 360, height: 740 }

/** Doubles the root font size, as a person who enlarges the text does. */
async function enlargeText(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%'
    })
  })
}

async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width)
}

async function visitPublicScreens(page: Page) {
  for (const path of ['/', '/Ajuda/', '/Contato/', '/Info/', '/Tutorial/', '/Sobre/']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSidewaysScroll(page)
  }
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Menu de navegação' })).toBeVisible()
  await expectNoSidewaysScroll(page)
}

test('public screens and the open menu reflow at 320 px', async ({ page }) => {
  await page.setViewportSize(NARROWEST)
  await visitPublicScreens(page)
})

test('public screens and the open menu fit a 360 px phone at 200 % text', async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE)
  await enlargeText(page)
  await visitPublicScreens(page)
})

test('the wizard (header, steps, Anterior/Próximo, accordion) fits a 360 px phone at 200 % text', async ({
  page,
}) => {
  await page.setViewportSize(SMALL_PHONE)
  await enlargeText(page)
  await openWizard(page, 'documentos-feminino')
  await expectNoSidewaysScroll(page)
  await toDocuments(page)
  await expect(activeStep(page, 'Documentos')).toBeVisible()
  await section(page, 2, 'PIS/PASEP/NIT').click()
  await expectNoSidewaysScroll(page)
})
