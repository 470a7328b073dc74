import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs'
import { webApiEnv } from '../scripts/lib/web-env.mjs'
import {
  E2E_SCRATCH,
  E2E_WORKERS,
  MOCK_BASE_PORT,
  mockUrlOf,
  webOutDirOf,
  webPortOf,
} from './ports'

const chromium = chromiumPath()
const workers = Array.from({ length: E2E_WORKERS }, (_, index) => index)

/** Worker N's mock: its own data file (and files beside it), its own port. */
const mockServer = (index: number) => ({
  command: 'pnpm --filter @censo/mock-server start',
  url: `${mockUrlOf(index)}/__dev/health`,
  // The personas log in again and again across tests: the rate limits of codes and logins
  // (ADR 020) are off here; the mock's and the web's unit tests cover them.
  env: {
    MOCK_PORT: String(MOCK_BASE_PORT + index),
    MOCK_DATA_FILE: path.join(E2E_SCRATCH, `db-${index}.json`),
    MOCK_CODE_SENDS_MAX: '0',
    MOCK_CODE_SEND_INTERVAL_SECONDS: '0',
    MOCK_LOGIN_FAILURES_MAX: '0',
  },
  reuseExistingServer: false,
  timeout: 60_000,
})

/** Worker N's web: the production build pointed at its mock (about 2 s), on its own port. */
const webServer = (index: number) => {
  const dir = webOutDirOf(index)
  const port = webPortOf(index)
  return {
    command: `pnpm --filter @censo/web exec vite build --outDir ${dir} --emptyOutDir && pnpm --filter @censo/web exec vite preview --outDir ${dir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    env: webApiEnv(mockUrlOf(index)),
    reuseExistingServer: false,
    timeout: 180_000,
  }
}

export default defineConfig({
  testDir: './tests',
  // Prints the browser's name and version first (and keeps it for test-all's summary).
  globalSetup: './setup/browser-version.ts',
  // Files are shared out among the workers; the tests of a file run in order, in one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A journey that fails once and passes on the second try is reported as flaky (docs/decisions/007).
  retries: 1,
  reporter: [['list'], ['./reporters/slowest.ts']],
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
  webServer: [...workers.map(mockServer), ...workers.map(webServer)],
})
