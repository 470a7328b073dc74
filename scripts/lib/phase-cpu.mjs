// The CPU time of an `npm test` phase (scripts/test-all.mjs). bash's `times` counts only the
// processes the phase waited for, and a browser's renderers are not among them: Chromium's
// zygote forks them and nobody waits for them once the browser is gone, so their CPU time was
// lost (a page busy for 5 s counted 1.2 s; issue 41). Where the machine lets a root process make
// a cgroup (v1's cpuacct, or v2), each phase runs in one of its own and its CPU time is the
// cgroup's, every process it started included, waited for or not. Elsewhere, `times`.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const V1 = '/sys/fs/cgroup/cpuacct'
const V2 = '/sys/fs/cgroup'

/** How a phase's CPU is counted here: a cgroup hierarchy that takes a test cgroup, or none. */
function hierarchy() {
  const probe = (base, usageFile, read) => {
    const dir = path.join(base, `censo-probe-${process.pid}`)
    try {
      mkdirSync(dir)
      writeFileSync(path.join(dir, 'cgroup.procs'), '')
      const works = existsSync(path.join(dir, usageFile))
      rmdirSync(dir)
      return works ? { base, usageFile, read } : null
    } catch {
      try {
        rmdirSync(dir)
      } catch {
        // never made
      }
      return null
    }
  }
  return (
    probe(V1, 'cpuacct.usage', (text) => Number(text.trim()) / 1e9) ??
    (existsSync(path.join(V2, 'cgroup.controllers'))
      ? probe(V2, 'cpu.stat', (text) => Number(/usage_usec (\d+)/.exec(text)?.[1]) / 1e6)
      : null)
  )
}

const found = hierarchy()

/** Said beside the figures: what the CPU time counts. */
export const PHASE_CPU_METHOD = found
  ? `every process of the phase, from a cgroup of its own (${found.usageFile})`
  : "the processes each phase waited for (bash's times; a browser's renderers are not counted here)"

/** A cgroup for phase `name` (its directory), or null where none can be made. */
export function phaseCgroup(name) {
  if (!found) return null
  const dir = path.join(found.base, `censo-test-${process.pid}-${name}`)
  try {
    mkdirSync(dir)
    return dir
  } catch {
    return null
  }
}

/** The CPU seconds a cgroup's processes have spent so far; null when it cannot be read. */
export function cgroupUsageSeconds(dir) {
  if (!dir || !found) return null
  try {
    const seconds = found.read(readFileSync(path.join(dir, found.usageFile), 'utf8'))
    return Number.isFinite(seconds) ? seconds : null
  } catch {
    return null
  }
}

/** The cgroup's CPU seconds, then the cgroup removed; null when it cannot be read. */
export function cgroupCpuSeconds(dir) {
  try {
    return cgroupUsageSeconds(dir)
  } finally {
    try {
      rmdirSync(dir)
    } catch {
      // A straggler still in it: the cgroup stays until the machine restarts; nothing to do.
    }
  }
}
