import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type FullConfig } from '@playwright/test'
import { E2E_BROWSER_FILE } from '../../scripts/lib/slowest-tests.mjs'

/**
 * Says which browser the journeys run on, before they run: a red run on another machine must
 * name its Chromium (behaviour around events differs between versions). When the whole suite
 * runs (scripts/test-all.mjs), the line is kept for its final summary too.
 */
export default async function browserVersion(config: FullConfig): Promise<void> {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {}
  const browser = await chromium.launch(launchOptions)
  const line = `Chromium ${browser.version()} (${launchOptions.executablePath ?? "Playwright's own"})`
  await browser.close()
  console.log(`e2e browser: ${line}`)
  const dir = process.env.TEST_TIMINGS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, E2E_BROWSER_FILE), line)
}
