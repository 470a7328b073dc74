import path from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { cgroupUsageSeconds } from '../../scripts/lib/phase-cpu.mjs'

/**
 * The CPU time (user + system) each test cost, every process of the run counted: the browser and
 * its renderers, the worker, the mocks and previews (`pnpm e2e:cpu`, scripts/e2e-cpu.mjs, runs
 * the suite in one worker inside a cgroup of its own and names it in E2E_CPU_CGROUP; with one
 * worker, what the cgroup spent between a test's start and end is that test's). Inert elsewhere.
 */
export default class CpuPerTestReporter implements Reporter {
  private readonly cgroup = process.env.E2E_CPU_CGROUP
  private readonly rows: { name: string; file: string; cpu: number; wall: number }[] = []
  private startedAt = 0

  onTestBegin(): void {
    if (this.cgroup) this.startedAt = cgroupUsageSeconds(this.cgroup) ?? 0
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.cgroup) return
    const file = path.relative(path.join(import.meta.dirname, '..', 'tests'), test.location.file)
    const cpu = (cgroupUsageSeconds(this.cgroup) ?? 0) - this.startedAt
    this.rows.push({ name: test.title, file, cpu, wall: result.duration / 1000 })
  }

  onEnd(): void {
    if (!this.cgroup || this.rows.length === 0) return
    const total = this.rows.reduce((sum, row) => sum + row.cpu, 0)
    const files = new Map<string, { cpu: number; tests: number }>()
    for (const row of this.rows) {
      const entry = files.get(row.file) ?? { cpu: 0, tests: 0 }
      files.set(row.file, { cpu: entry.cpu + row.cpu, tests: entry.tests + 1 })
    }
    const lines = [
      `\nCPU of the tests: ${total.toFixed(1)} s in ${this.rows.length} tests (the run's start and end not counted)`,
      '  by file (CPU s, tests):',
      ...[...files]
        .toSorted((a, b) => b[1].cpu - a[1].cpu)
        .map(
          ([file, { cpu, tests }]) =>
            `  ${cpu.toFixed(1).padStart(7)} ${String(tests).padStart(3)}  ${file}`,
        ),
      '  by test (CPU s, wall s):',
      ...this.rows
        .toSorted((a, b) => b.cpu - a.cpu)
        .map(
          (row) =>
            `  ${row.cpu.toFixed(2).padStart(7)} ${row.wall.toFixed(2).padStart(6)}  ${row.file} › ${row.name}`,
        ),
    ]
    console.log(lines.join('\n'))
  }

  printsToStdio(): boolean {
    return false
  }
}
