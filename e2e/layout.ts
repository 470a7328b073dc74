import { expect, type Locator, type Page } from '@playwright/test'

/** Measures of the laid-out page: what is cut, what runs past the screen, what covers what. */

/**
 * What a person at this width cannot see whole (WCAG 1.4.10, 1.4.12): the page scrolling
 * sideways, a box with text that clips its own content (overflow hidden or clip), and a visible
 * element running past the screen's left or right edge (one inside a clipping box is that box's
 * problem).
 */
export function cutContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    const { scrollWidth } = document.documentElement
    if (scrollWidth > width) problems.push(`the page scrolls sideways: ${scrollWidth} > ${width}`)
    const clips = (style: CSSStyleDeclaration) =>
      [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip')
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${(element.textContent ?? '').trim().slice(0, 30)}"`
    const insideClipping = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true
      }
      return false
    }
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      // Not drawn, or hidden on purpose (visually hidden: 1 px and clipped; a tooltip until hover).
      if (box.width <= 1 || box.height <= 1) continue
      if (style.visibility === 'hidden' || style.opacity === '0') continue
      if (element.closest('svg') && element.tagName !== 'svg') continue
      const text = (element.textContent ?? '').trim()
      if (
        clips(style) &&
        text &&
        (element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1)
      ) {
        problems.push(
          `text cut: ${describe(element)} ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        )
      }
      if ((box.right > width + 0.5 || box.left < -0.5) && !insideClipping(element)) {
        problems.push(
          `past the edge: ${describe(element)} from ${Math.round(box.left)} to ${Math.round(box.right)}`,
        )
      }
    }
    return problems
  })
}

/** Nothing cut at the page's present width (waits for the screen to settle). */
export async function expectNothingCut(page: Page): Promise<void> {
  await expect.poll(() => cutContent(page)).toEqual([])
}

/** The area (CSS px²) where the two boxes meet; 0 when either is not shown. */
export async function overlapArea(a: Locator, b: Locator): Promise<number> {
  const [one, other] = [await a.boundingBox(), await b.boundingBox()]
  if (!one || !other) return 0
  const width = Math.min(one.x + one.width, other.x + other.width) - Math.max(one.x, other.x)
  const height = Math.min(one.y + one.height, other.y + other.height) - Math.max(one.y, other.y)
  return width > 0 && height > 0 ? Math.round(width * height) : 0
}

/** `cover` is shown and covers no part of any of `covered`. */
export async function expectUncovered(cover: Locator, covered: Locator[]): Promise<void> {
  await expect(cover).toBeVisible()
  for (const target of covered) {
    await expect.poll(() => overlapArea(cover, target)).toBe(0)
  }
}

/** How far (CSS px) the element runs past the viewport's edges; 0 when it is inside. */
export async function pastViewport(page: Page, element: Locator): Promise<number> {
  const box = await element.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('no box to measure')
  return Math.round(
    Math.max(0, -box.x) +
      Math.max(0, box.x + box.width - viewport.width) +
      Math.max(0, -box.y) +
      Math.max(0, box.y + box.height - viewport.height),
  )
}

/**
 * WCAG 1.4.12's text spacing, as a person's style sheet or bookmarklet sets it. Set through the
 * CSSOM: the served policy (style-src 'self' and hashes) refuses an added <style>.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** `check` with 1.4.12's text spacing on the page, which is then taken off again. */
export async function withTextSpacing(page: Page, check: () => Promise<void>): Promise<void> {
  await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(rules)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, TEXT_SPACING)
  await check()
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)
  })
}

/**
 * `check` with the text at 200 % (1.4.4: the root font size doubled, as a person who enlarges
 * the text does) on a screen `width` px wide; then the text and the screen as they were.
 */
export async function withEnlargedText(
  page: Page,
  width: number,
  check: () => Promise<void>,
): Promise<void> {
  const before = page.viewportSize()
  await page.setViewportSize({ width, height: Math.round(width * 2.05) })
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  await check()
  await page.evaluate(() => {
    document.documentElement.style.fontSize = ''
  })
  if (before) await page.setViewportSize(before)
}

/** The page does not scroll sideways at its present width (1.4.10, 1.4.4). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page scrolls sideways at ${width} px; what sticks out: ${await pastTheRightEdge(page)}`,
    })
    .toBeLessThanOrEqual(width)
}

/** The elements whose box ends past the screen's right edge, named for a failure's message. */
const pastTheRightEdge = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge + 1,
    )
    return (
      past
        .slice(0, 8)
        .map((element) => {
          const box = element.getBoundingClientRect()
          const classes = element.getAttribute('class')
          const name = `${element.tagName.toLowerCase()}${classes ? `.${classes.replace(/ /g, '.')}` : ''}`
          return `${name} to ${Math.round(box.right)} px ("${(element.textContent ?? '').trim().slice(0, 40)}")`
        })
        .join('; ') || 'nothing now'
    )
  })

/** Each of the (visible) controls is at least `px` CSS px on its smaller side. */
export async function expectBigEnough(controls: Locator, px: number): Promise<void> {
  await expect(controls.first()).toBeVisible()
  for (const control of await controls.filter({ visible: true }).all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? ''
    await expect
      .poll(async () => {
        const box = await control.boundingBox()
        return box ? Math.min(box.width, box.height) : 0
      }, `the smaller side of ${name.trim()}, CSS px`)
      .toBeGreaterThanOrEqual(px - 0.5)
  }
}

/**
 * Scrolls the page as a finger does until the element's bottom meets the screen's bottom edge
 * (scrollIntoView would keep the page's scroll padding clear).
 */
export async function scrollToBottomEdge(element: Locator): Promise<void> {
  await element.evaluate((target) => {
    window.scrollBy(0, target.getBoundingClientRect().bottom - window.innerHeight)
  })
}
