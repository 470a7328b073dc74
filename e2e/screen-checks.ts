import { devices, type Page } from '@playwright/test'
import {
  expectNoSidewaysScroll,
  expectNothingCut,
  withEnlargedText,
  withTextSpacing,
} from './layout'
import { expectAccessible } from './support'

/**
 * The screen tours' checks (tests/public-tour.spec.ts, tests/wizard-tour.spec.ts), run on the screen
 * as it is now, at the tour's width (320 CSS px: WCAG 1.4.10's 400 % of a 1280 px window): axe's
 * WCAG 2.2 A/AA rules and 44 px controls (expectAccessible), nothing cut or scrolling sideways,
 * nor with 1.4.12's text spacing, and no sideways scroll on a 360 px phone with its text at
 * 200 % (1.4.4).
 */
export const TOUR_VIEWPORT = { width: 320, height: 640 }
const SMALL_PHONE_WIDTH = 360
/** The e2e phone's own screen (the config's Pixel 7), for what is measured at both widths. */
export const PHONE = devices['Pixel 7'].viewport

export async function checkScreen(page: Page): Promise<void> {
  await expectAccessible(page)
  await expectNothingCut(page)
  await withTextSpacing(page, () => expectNothingCut(page))
  await withEnlargedText(page, SMALL_PHONE_WIDTH, () => expectNoSidewaysScroll(page))
}
