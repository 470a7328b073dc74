#!/usr/bin/env node
// The reviewers' screenshot set of the system's contrast theme (issue 40, part 2): runs the
// forced-colours journeys (e2e/tests/forced-colors.spec.ts) in one Playwright worker with
// FORCED_COLORS_SCREENSHOTS=1, which writes docs/accessibility/forced-colors/*.png (a 412 px
// wide phone, CSS pixels). The same journeys' computed-style checks run in `npm test`; the PNGs
// are for eyes only, never compared. E2E_MOCK_PORT and E2E_WEB_PORT move the ports as for e2e.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
mkdirSync(path.join(root, 'docs/accessibility/forced-colors'), { recursive: true })
const run = spawnSync(
  'pnpm',
  ['exec', 'playwright', 'test', 'tests/forced-colors.spec.ts', '--retries', '0'],
  {
    cwd: path.join(root, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, E2E_WORKERS: '1', FORCED_COLORS_SCREENSHOTS: '1' },
  },
)
if (run.status === 0) console.log('screenshots in docs/accessibility/forced-colors/')
process.exit(run.status ?? 1)
