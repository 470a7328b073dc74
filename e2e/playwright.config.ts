import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { webApiEnv } from '../scripts/lib/web-env.mjs'
import { MOCK_PORT, MOCK_URL, WEB_PORT, WEB_URL } from './ports'

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (candidate): candidate is string => !!candidate && existsSync(candidate),
)
const outDir = process.env.E2E_OUT_DIR ?? 'dist'
const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'censo-e2e-')), 'db.json')
const webEnv = webApiEnv(MOCK_URL)

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // A journey that fails once and passes on the second try is reported as flaky (docs/decisions/007).
  retries: 1,
  reporter: [['list'], ['./reporters/slowest.ts']],
  // The base of every journey; each screen it checks adds SCREEN_BUDGET_MS (support.ts, ADR 014).
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: WEB_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Recife',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    {
      command: 'pnpm --filter @censo/mock-server start',
      url: `${MOCK_URL}/__dev/health`,
      // The personas log in again and again across tests: the rate limits of codes and logins
      // (ADR 020) are off here; the mock's and the web's unit tests cover them.
      env: {
        MOCK_PORT: String(MOCK_PORT),
        MOCK_DATA_FILE: dataFile,
        MOCK_CODE_SENDS_MAX: '0',
        MOCK_CODE_SEND_INTERVAL_SECONDS: '0',
        MOCK_LOGIN_FAILURES_MAX: '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // E2E_OUT_DIR lets several e2e runs (other ports) build side by side; `dist` by default,
      // which the budget script measures after the e2e run.
      command: `pnpm --filter @censo/web exec vite build --outDir ${outDir} && pnpm --filter @censo/web exec vite preview --outDir ${outDir} --port ${WEB_PORT} --strictPort`,
      url: WEB_URL,
      env: webEnv,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
