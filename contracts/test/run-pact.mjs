// Regenerates contracts/pacts from scratch: pact-js merges into existing files, so stale
// interactions would survive a plain re-run.
import { rmSync, mkdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const pacts = path.join(root, 'pacts')
rmSync(pacts, { recursive: true, force: true })
mkdirSync(pacts, { recursive: true })
const run = spawnSync('vitest', ['run', '--dir', 'test'], {
  cwd: root,
  stdio: 'inherit',
  shell: true,
})
process.exit(run.status ?? 1)
