#!/usr/bin/env node
// The run's worlds (ports.ts, docs/decisions/014): for each worker, a mock server on its own data
// and the web built against it, served by `vite preview`. All start at once: Playwright starts
// its `webServer` entries one after the other, and three mocks then three builds in a row were
// about 30 s of every run on 2 cores. Prints `e2e worlds ready` once every mock and preview
// answers (playwright.config.ts waits for that line); on SIGTERM it stops them and removes the
// builds (scripts/lib/processes.mjs).
import { buildWebFor, startMock, startPreview } from '../../scripts/lib/processes.mjs'

/** @type {{ mockPort: number, mockEnv: Record<string, string>, webOutDir: string, webPort: number }[]} */
const worlds = JSON.parse(process.env.E2E_WORLDS ?? '[]')

async function startWorld({ mockPort, mockEnv, webOutDir, webPort }) {
  await Promise.all([
    startMock(mockPort, mockEnv),
    buildWebFor(webOutDir, `http://localhost:${mockPort}`),
  ])
  await startPreview(webOutDir, webPort)
}

try {
  await Promise.all(worlds.map(startWorld))
  console.log('e2e worlds ready')
} catch (error) {
  console.error(error)
  process.exit(1)
}
