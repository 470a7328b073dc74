#!/usr/bin/env node
// The run's worlds (ports.ts, docs/decisions/014): for each worker, a mock server on its own data
// and the web pointed at it, served by `vite preview`. The web is built once, copied for each
// world and pointed at that world's mock when served (its served configuration,
// docs/decisions/029): one build for every world, as a deploy promotes one build. Everything
// starts at once (Playwright starts its `webServer` entries one after the other). Prints `e2e
// worlds ready` once every mock and preview answers (playwright.config.ts waits for that line);
// on SIGTERM it stops them and removes the builds (scripts/lib/processes.mjs).
import { cpSync } from 'node:fs'
import path from 'node:path'
import {
  buildWeb,
  removeOnExit,
  root,
  serveWebFrom,
  startMock,
  startPreview,
} from '../../scripts/lib/processes.mjs'

/** @type {{ mockPort: number, mockEnv: Record<string, string>, webOutDir: string, webPort: number }[]} */
const worlds = JSON.parse(process.env.E2E_WORLDS ?? '[]')

try {
  const [first] = worlds
  if (!first) throw new Error('e2e worlds: none given (E2E_WORLDS)')
  for (const { webOutDir } of worlds) removeOnExit(webOutDir)
  const built = buildWeb(first.webOutDir).then(() => {
    const source = path.resolve(root, 'web', first.webOutDir)
    for (const { webOutDir } of worlds.slice(1)) {
      cpSync(source, path.resolve(root, 'web', webOutDir), { recursive: true })
    }
  })
  await Promise.all(
    worlds.map(async ({ mockPort, mockEnv, webOutDir, webPort }) => {
      await Promise.all([startMock(mockPort, mockEnv), built])
      await serveWebFrom(webOutDir, `http://localhost:${mockPort}`)
      await startPreview(webOutDir, webPort)
    }),
  )
  console.log('e2e worlds ready')
} catch (error) {
  console.error(error)
  process.exit(1)
}
