import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '../fixtures'
import { WEB_OUT_DIR } from '../ports'
import { allowScreens } from '../support'

/** The app under its own Content-Security-Policy (docs/decisions/029). */

test.use({ expectedViolations: /Trusted Type|require-trusted-types-for/ })

test('the production build is served with its strict policy, and a script it did not write is refused', async ({
  page,
}) => {
  allowScreens(1)
  const refused: string[] = []
  await page.exposeFunction('censoRefused', (text: string) => refused.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void Reflect.apply(Reflect.get(window, 'censoRefused'), window, [event.violatedDirective])
    })
  })
  const answer = await page.goto('/')
  const policy = answer?.headers()['content-security-policy'] ?? ''
  for (const directive of [
    "default-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
  ]) {
    expect(policy).toContain(directive)
  }
  expect(policy).toMatch(/script-src 'self' 'sha256-/)
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  // The deploy kit's other headers, from the same source (web/src/build/security-headers.ts).
  expect(answer?.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  })
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
  // Only the camera and geolocation are the page's to ask for.
  const allowed = await page.evaluate(() =>
    ['camera', 'geolocation', 'microphone', 'payment', 'usb'].filter((feature) =>
      Reflect.get(document, 'featurePolicy').allowsFeature(feature),
    ),
  )
  expect(allowed).toEqual(['camera', 'geolocation'])

  // An inline script of somebody else's (what a cross-site script would add) does not run.
  await page.addScriptTag({ content: 'window.injected = true' }).catch(() => {})
  // A script address not through the app's policy is refused by Trusted Types.
  const assigned = await page.evaluate(() => {
    try {
      document.createElement('script').src = 'https://example.com/x.js'
      return true
    } catch {
      return false
    }
  })
  expect(assigned).toBe(false)
  expect(await page.evaluate(() => Reflect.get(window, 'injected'))).toBeUndefined()
  // Both refused by Trusted Types, before their scripts could be checked against script-src.
  await expect
    .poll(() => refused)
    .toEqual(['require-trusted-types-for', 'require-trusted-types-for'])
})

test('an inline script the build did not write is refused, and the violation would fail the test', async ({
  page,
  policyViolations,
}) => {
  allowScreens(1)
  // A page planted beside the build with one more inline script (what a tampered file or an
  // injected tag would be): its hash is not in the policy the preview sends.
  const here = path.dirname(fileURLToPath(import.meta.url))
  const build = path.resolve(here, '..', '..', 'web', WEB_OUT_DIR)
  const planted = path.join(build, 'Plantado', 'index.html')
  const html = readFileSync(path.join(build, 'index.html'), 'utf8')
  mkdirSync(path.dirname(planted), { recursive: true })
  writeFileSync(planted, html.replace('</head>', '<script>window.planted = true</script></head>'))
  try {
    await page.goto('/Plantado/')
    await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible()
    expect(await page.evaluate(() => Reflect.get(window, 'planted'))).toBeUndefined()
    // The own-policy fixture holds it: at the end of the test it would fail it.
    await expect.poll(() => policyViolations).toContain('script-src-elem refused inline')
    policyViolations.length = 0
  } finally {
    rmSync(path.dirname(planted), { recursive: true, force: true })
  }
})
