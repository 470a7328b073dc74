import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, e2eChromiumPath } from '../scripts/lib/chromium.mjs'
import { E2E_SCRATCH, E2E_WORKERS, MOCK_BASE_PORT, webOutDirOf, webPortOf } from './ports'

// Chromium's headless shell at the full Chromium's version when there is one (docs/decisions/014).
const chromium = e2eChromiumPath()
/**
 * Worker N's world: its mock on its own data file (and files beside it) and port, and the web's
 * production build pointed at it, on its own port. The personas log in again and again across
 * tests: the rate limits of codes and logins (ADR 020) are off here; the mock's and the web's unit
 * tests cover them.
 */
const worldOf = (index: number) => ({
  mockPort: MOCK_BASE_PORT + index,
  mockEnv: {
    MOCK_DATA_FILE: path.join(E2E_SCRATCH, `db-${index}.json`),
    MOCK_CODE_SENDS_MAX: '0',
    MOCK_CODE_SEND_INTERVAL_SECONDS: '0',
    MOCK_LOGIN_FAILURES_MAX: '0',
  },
  webOutDir: webOutDirOf(index),
  webPort: webPortOf(index),
})

export default defineConfig({
  testDir: './tests',
  // Prints the browser's name and version first (and keeps it for test-all's summary).
  globalSetup: './setup/browser-version.ts',
  // Files are shared out among the workers; the tests of a file run in order, in one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A journey that fails once and passes on the second try is reported as flaky (docs/decisions/007).
  retries: 1,
  // cpu-per-test prints only under `pnpm e2e:cpu` (scripts/e2e-cpu.mjs).
  reporter: [['list'], ['./reporters/slowest.ts'], ['./reporters/cpu-per-test.ts']],
  // The base of every journey; each screen it checks adds SCREEN_BUDGET_MS (support.ts, ADR 014).
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // baseURL is each worker's own web (fixtures.ts).
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Recife',
    trace: 'on-first-retry',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  // Every world at once (setup/worlds.mjs), stopped with SIGTERM so that it removes its builds.
  webServer: {
    command: 'node setup/worlds.mjs',
    env: {
      E2E_WORLDS: JSON.stringify(Array.from({ length: E2E_WORKERS }, (_, index) => worldOf(index))),
    },
    wait: { stdout: /e2e worlds ready/ },
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
