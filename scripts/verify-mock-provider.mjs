#!/usr/bin/env node
// npm test's provider phase: our mock started as its own process on a free port, then
// `pnpm contracts:verify` against it, exactly as a backend team runs it against theirs
// (README "Verifying a real backend"). The states go through /__dev/pact-states.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { freePort, root, startMock } from './lib/processes.mjs'

const url = await startMock(await freePort())
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const args = [
  tsx,
  'contracts/verify/cli.ts',
  '--base-url',
  url,
  '--states-url',
  `${url}/__dev/pact-states`,
]
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' })
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1)))
})
process.exit(code)
