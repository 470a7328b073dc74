#!/usr/bin/env node
// `pnpm contracts:verify [options]`: the committed pacts against a provider
// (contracts/verify/cli.ts, README "Verifying a real backend").
// - Given no address (no --base-url, no --api), it starts a mock of its own for verification
//   (MOCK_PACT_STATES=1, fresh data, a free port), verifies against it, and stops it: npm test's
//   provider phase, and nobody's data is touched.
// - Given an address, it verifies that provider as told (--states-url required). Our own mock
//   refuses its states URL unless it was started for verification (a 409 that says how).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { freePort, root, startMock } from './lib/processes.mjs'

const args = process.argv.slice(2)
const addressed = args.some(
  (arg) =>
    arg === '--base-url' ||
    arg.startsWith('--base-url=') ||
    arg === '--api' ||
    arg.startsWith('--api='),
)
const own =
  addressed || args.includes('--help')
    ? null
    : await startMock(await freePort(), { MOCK_PACT_STATES: '1' })
if (own)
  console.log(`contracts:verify: a mock of its own for verification at ${own} (stopped after)`)
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const cliArgs = own
  ? ['--base-url', own, '--states-url', `${own}/__dev/pact-states`, ...args]
  : args
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, [tsx, 'contracts/verify/cli.ts', ...cliArgs], {
    cwd: root,
    stdio: 'inherit',
  })
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1)))
})
process.exit(code)
