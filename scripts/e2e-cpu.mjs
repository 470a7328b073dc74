#!/usr/bin/env node
// `pnpm e2e:cpu [playwright args, e.g. a spec]`: what each e2e test costs in CPU time (user +
// system), every process of the run counted (the browser and its renderers, the worker, the mocks
// and the previews). The run goes in one worker, inside a cgroup of its own
// (lib/phase-cpu.mjs): what the cgroup spends between a test's start and its end is that test's
// (e2e/reporters/cpu-per-test.ts prints them by file and by test). Lighthouse's benchmark index
// of the box is read first, so that a figure can be set beside one from another box (issue 41).
import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs'
import { readBenchmarkIndex } from './lib/cpu-benchmark.mjs'
import { cgroupCpuSeconds, phaseCgroup } from './lib/phase-cpu.mjs'
import { machineLoad, root } from './lib/processes.mjs'

const cgroup = phaseCgroup('e2e-cpu')
if (!cgroup) {
  console.error('e2e:cpu needs a cgroup of its own (root, with cgroup v1 cpuacct or v2)')
  process.exit(1)
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const { index, reads } = await readBenchmarkIndex(await browser.newContext())
await browser.close()
console.log(
  `box: Lighthouse benchmark index ${Math.round(index)} (median of ${reads.map(Math.round).join(', ')}); ${machineLoad()}`,
)

const started = Date.now()
const child = spawn(
  'bash',
  [
    '-c',
    'echo $$ > "$E2E_CPU_CGROUP/cgroup.procs" && exec pnpm --filter @censo/e2e exec playwright test "$@"',
    'e2e-cpu',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_WORKERS: '1', E2E_CPU_CGROUP: cgroup },
  },
)
child.on('exit', (code) => {
  const cpu = cgroupCpuSeconds(cgroup)
  const wall = (Date.now() - started) / 1000
  console.log(
    `e2e:cpu: ${cpu?.toFixed(1)} s of CPU in ${wall.toFixed(1)} s, the run's start and end included; ${machineLoad()}`,
  )
  process.exit(code ?? 1)
})
