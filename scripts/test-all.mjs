#!/usr/bin/env node
// `npm test` after the setup (scripts/bootstrap.mjs): the phases in order (a short one beside
// another where two fit on 2 cores), stopping after the first group that fails, then the time of
// each phase and the slowest tests of each suite against their budgets (docs/decisions/014).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { E2E_BROWSER_FILE, savedLine, savedTables } from './lib/slowest-tests.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The initial JS ratchet (docs/decisions/007): moves down with each saving, never up unnoticed. */
const JS_CEILING_KB = '124.8'

/**
 * The phases, in order; the phases of one group run at once (2 cores: a short one beside a
 * longer one, each mostly waiting on the other's processes). The first of a group prints as it
 * goes, the others when they end, so their logs do not interleave.
 */
const groups = [
  [
    ['typecheck', ['typecheck']],
    ['lint', ['lint']],
  ],
  [['unit', ['test:unit']]],
  [
    ['contract', ['test:contract']],
    ['budget', ['budget:js', '--ceiling', JS_CEILING_KB]],
    ['deploy', ['test:deploy']],
  ],
  [['e2e', ['test:e2e']]],
]

const timingsDir = mkdtempSync(path.join(tmpdir(), 'censo-timings-'))
const env = { ...process.env, TEST_TIMINGS_DIR: timingsDir }
const running = new Set()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal)
  })
}

/** Runs `pnpm run <args>`; `quiet`: its output is kept and printed when it ends. */
function run(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', ...args], {
      cwd: root,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    running.add(child)
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code, signal) => {
      running.delete(child)
      if (quiet) process.stdout.write(Buffer.concat(output))
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

const minutes = (ms) => {
  const total = Math.round(ms / 1000)
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`
}

const started = Date.now()
const done = []
let failed = null
for (const group of groups) {
  const results = await Promise.all(
    group.map(async ([name, args], index) => {
      const phaseStart = Date.now()
      const code = await run(args, { quiet: index > 0 })
      return [name, Date.now() - phaseStart, code]
    }),
  )
  done.push(...results)
  const failure = results.find(([, , code]) => code !== 0)
  if (failure) {
    failed = { name: failure[0], code: failure[2] }
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
