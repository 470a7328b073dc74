import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { MOCK_URL } from '../ports'

// What one screen does is checked by the web app's component tests
// (web/src/features/pages/components/public-screens.test.tsx and its neighbours); what is left
// here needs the real browser: the cookie as Chromium keeps it, the tutorial's video playing.

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const banner = (page: Page) => page.getByRole('region', { name: 'Este site usa cookies' })

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'censo_consent')
  if (!cookie) return undefined
  return { ...cookie, json: JSON.parse(decodeURIComponent(cookie.value)) as unknown }
}

/** Records what the page writes into document.cookie (Chromium caps the expiry it keeps). */
async function recordCookieWrites(page: Page) {
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    if (!descriptor?.set || !descriptor.get) return
    const writes: string[] = []
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => String(descriptor.get?.call(document)),
      set: (value: string) => {
        writes.push(value)
        sessionStorage.setItem('e2e-cookie-writes', JSON.stringify(writes))
        descriptor.set?.call(document, value)
      },
    })
  })
  return async (): Promise<unknown> =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-cookie-writes'))) ?? '[]')
}

test('"Aceitar Cookies" stores every choice in a cookie the browser keeps (path, SameSite, expiry), across a reload', async ({
  page,
  context,
}) => {
  const cookieWrites = await recordCookieWrites(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Aceitar Cookies' }).click()
  await expect(banner(page)).toHaveCount(0)
  const cookie = await consentCookie(context)
  expect(cookie?.json).toEqual({ functional: true, preferences: true, statistics: true })
  expect(cookie?.path).toBe('/')
  expect(cookie?.sameSite).toBe('Lax')
  // The app asks for 31 Dec 2099 (spec §9); Chromium keeps at most 400 days of it.
  expect(await cookieWrites()).toEqual([
    expect.stringMatching(/; expires=Thu, 31 Dec 2099 23:59:59 GMT; path=\/; SameSite=Lax$/),
  ])
  const expiry = new Date((cookie?.expires ?? 0) * 1000)
  const year = expiry.getUTCFullYear()
  if (year !== 2099) {
    expect(expiry.getTime() - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000)
  }

  await page.reload()
  await expect(h1(page, 'Recenseamento Previdenciário')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})

test("the tutorial's video is served by the mock and plays, and its captions say what the page says", async ({
  page,
  request,
}) => {
  await page.goto('/Tutorial/')
  const region = page.getByRole('region', { name: 'Perfil' })
  const video = region.locator('video')
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true
    await element.play()
    element.pause()
    return { src: element.currentSrc, duration: element.duration }
  })
  expect(played.src).toMatch(new RegExp(`^${MOCK_URL}/files/videos/tutorial-1\\.(mp4|webm)$`))
  expect(played.duration).toBeCloseTo(6, 0)
  const file = await request.get(played.src)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^video\/(mp4|webm)$/)

  // The caption track says what the text alternative on the page says.
  const captions = await request.get(`${MOCK_URL}/files/videos/tutorial-1.vtt`)
  expect(captions.status()).toBe(200)
  const track = await captions.text()
  for (const line of await region.getByRole('listitem').allTextContents()) {
    expect(track).toContain(line)
  }
})
