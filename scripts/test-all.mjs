#!/usr/bin/env node
// `npm test` after the setup (scripts/bootstrap.mjs): every phase in order, stopping at the first
// that fails, then the time of each phase and the slowest tests of each suite against their
// budgets (docs/decisions/014).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E_BROWSER_FILE, savedLine, savedTables } from './lib/slowest-tests.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The initial JS ratchet (docs/decisions/007): moves down with each saving, never up unnoticed. */
const JS_CEILING_KB = '124.9'

const phases = [
  ['typecheck', ['typecheck']],
  ['lint', ['lint']],
  ['unit', ['test:unit']],
  ['contract', ['test:contract']],
  ['e2e', ['test:e2e']],
  ['budget', ['budget:js', '--ceiling', JS_CEILING_KB]],
]

const timingsDir = mkdtempSync(path.join(tmpdir(), 'censo-timings-'))
const env = { ...process.env, TEST_TIMINGS_DIR: timingsDir }
let current = null
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => current?.kill(signal))
}

function run(args) {
  return new Promise((resolve) => {
    current = spawn('pnpm', ['run', ...args], { cwd: root, env, stdio: 'inherit' })
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

const minutes = (ms) => {
  const total = Math.round(ms / 1000)
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`
}

const started = Date.now()
const done = []
let failed = null
for (const [name, args] of phases) {
  const phaseStart = Date.now()
  const code = await run(args)
  done.push([name, Date.now() - phaseStart, code])
  if (code !== 0) {
    failed = { name, code }
    break
  }
}

const summary = ['', '== slowest tests of each suite', '']
for (const lines of savedTables(timingsDir)) summary.push(...lines, '')
const browser = savedLine(timingsDir, E2E_BROWSER_FILE)
if (browser) summary.push(`== e2e browser: ${browser}`, '')
summary.push('== phases')
for (const [name, ms, code] of done) {
  summary.push(
    `  ${name.padEnd(10)} ${minutes(ms).padStart(12)}${code === 0 ? '' : `  FAILED (${code})`}`,
  )
}
summary.push(`  ${'total'.padEnd(10)} ${minutes(Date.now() - started).padStart(12)}`, '')
console.log(summary.join('\n'))
rmSync(timingsDir, { recursive: true, force: true })
process.exit(failed ? failed.code : 0)
