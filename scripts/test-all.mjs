#!/usr/bin/env node
// `npm test` after the setup (scripts/bootstrap.mjs): the phases in order (a short one beside
// another where two fit on 2 cores), stopping after the first group that fails, then the time of
// each phase and the slowest tests of each suite against their budgets (docs/decisions/014).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cgroupCpuSeconds, PHASE_CPU_METHOD, phaseCgroup } from './lib/phase-cpu.mjs'
import { E2E_BROWSER_FILE, savedLine, savedTables } from './lib/slowest-tests.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The initial JS ratchet (docs/decisions/007): moves down with each saving, never up unnoticed. */
const JS_CEILING_KB = '125.3'

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
    ['start', ['test:start']],
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

/**
 * `pnpm run <args>` in a shell that first joins the phase's cgroup when there is one
 * (lib/phase-cpu.mjs), and reports, when it ends, the CPU time (user and system) of every process
 * the phase ran and waited for (bash's `times`: its children's line), the figure where there is
 * no cgroup. A signal reaches pnpm through the shell, and the phase then counts as failed.
 */
const PHASE_SHELL = `
if [ -n "$CENSO_PHASE_CGROUP" ] && echo $$ 2>/dev/null > "$CENSO_PHASE_CGROUP/cgroup.procs"; then
  : > "$CENSO_PHASE_TIMES.joined"
fi
pnpm run "$@" &
child=$!
trap 'stopped=1; kill -s TERM $child 2>/dev/null' INT TERM HUP
wait $child; status=$?
while kill -0 $child 2>/dev/null; do wait $child; status=$?; done
times > "$CENSO_PHASE_TIMES"
if [ -n "$stopped" ]; then exit 130; fi
exit $status`

/** bash's `times` (`0m1.234s 0m0.567s` for the shell, then for its children): children's seconds. */
function childrenCpuSeconds(file) {
  try {
    const lines = readFileSync(file, 'utf8').trim().split('\n')
    return (lines[1] ?? '')
      .split(/\s+/)
      .map((each) => /^(\d+)m([\d.]+)s$/.exec(each))
      .reduce((sum, match) => sum + (match ? Number(match[1]) * 60 + Number(match[2]) : 0), 0)
  } catch {
    return null
  }
}

/**
 * Runs `pnpm run <args>`; `quiet`: its output is kept and printed when it ends. Resolves with its
 * exit code and its CPU seconds (null when the shell could not say).
 */
function run(name, args, { quiet = false } = {}) {
  const timesFile = path.join(timingsDir, `cpu-${name}.txt`)
  const cgroup = phaseCgroup(name)
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', PHASE_SHELL, 'phase', ...args], {
      cwd: root,
      env: { ...env, CENSO_PHASE_TIMES: timesFile, CENSO_PHASE_CGROUP: cgroup ?? '' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    })
    running.add(child)
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code, signal) => {
      running.delete(child)
      if (quiet) process.stdout.write(Buffer.concat(output))
      // The cgroup's figure only if the shell could join it (else it counted nothing).
      const fromCgroup = cgroupCpuSeconds(cgroup)
      const joined = existsSync(`${timesFile}.joined`)
      const cpu = (joined ? fromCgroup : null) ?? childrenCpuSeconds(timesFile)
      resolve({ code: code ?? (signal ? 128 : 1), cpu })
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
      const { code, cpu } = await run(name, args, { quiet: index > 0 })
      return [name, Date.now() - phaseStart, code, cpu]
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
summary.push(
  `== phases: wall time, CPU time (user + system: ${PHASE_CPU_METHOD}; ${availableParallelism()} CPUs, load average ${loadavg()
    .map((each) => each.toFixed(2))
    .join(' ')} at the end)`,
)
const cpuText = (seconds) => (seconds === null ? '?' : minutes(seconds * 1000))
for (const [name, ms, code, cpu] of done) {
  summary.push(
    `  ${name.padEnd(10)} ${minutes(ms).padStart(12)}  CPU ${cpuText(cpu).padStart(12)}${code === 0 ? '' : `  FAILED (${code})`}`,
  )
}
const totalCpu = done.reduce(
  (sum, [, , , cpu]) => (cpu === null || sum === null ? null : sum + cpu),
  0,
)
summary.push(
  `  ${'total'.padEnd(10)} ${minutes(Date.now() - started).padStart(12)}  CPU ${cpuText(totalCpu).padStart(12)}`,
  '',
)
console.log(summary.join('\n'))
rmSync(timingsDir, { recursive: true, force: true })
process.exit(failed ? failed.code : 0)
