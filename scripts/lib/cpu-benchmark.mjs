// The box's speed, read the way Lighthouse reads it, and the CPU slowdown that turns this box into
// the mid-tier phone Lighthouse's mobile setting stands for (docs/decisions/025, "Eleventh pass").
// A figure taken at a fixed 4× holds only on the box it was taken on: a box twice as fast needs
// twice the slowdown to be the same phone.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** How many times the index is read; the median is kept (one read takes about a second). */
export const BENCHMARK_READS = Number(process.env.CPU_BENCHMARK_READS ?? 5)

// Lighthouse's own page function, from the installed Lighthouse (its package exports do not list
// the file, so it is found beside the package's entry).
const lighthouseEntry = createRequire(import.meta.url).resolve('lighthouse')
const lighthouseRoot = lighthouseEntry.slice(
  0,
  lighthouseEntry.lastIndexOf(`${path.sep}core${path.sep}`),
)
const { pageFunctions } = await import(
  pathToFileURL(path.join(lighthouseRoot, 'core', 'lib', 'page-functions.js')).href
)

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * The slowdown for a mid-tier phone from a benchmark index, by Lighthouse's CPU throttling
 * calculator (lighthouse-cpu-throttling-calculator, linked from Lighthouse's docs/throttling.md):
 * 1300 → 3×, each 233 more one more; 800 → 2× and 1300 → 3× in between; 150 → 1× and 800 → 2×
 * below. Under 150 the box is already slower than the phone: 1×, no slowdown.
 */
export function mobileCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`no benchmark index to calibrate from: ${benchmarkIndex}`)
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
  return 1
}

/**
 * Lighthouse's benchmark index of this box, read `reads` times in a blank page of `context` (a
 * Playwright browser context), one read after the other; the median and every read.
 */
export async function readBenchmarkIndex(context, reads = BENCHMARK_READS) {
  const page = await context.newPage()
  try {
    const values = []
    for (let read = 0; read < reads; read++) {
      values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`))
    }
    return { index: median(values), reads: values }
  } finally {
    await page.close()
  }
}

/** The calibration as printed by the scripts that use it. */
export function describeCalibration({ index, reads }, multiplier) {
  const each = reads.map((value) => Math.round(value)).join(', ')
  return `Lighthouse benchmark index ${Math.round(index)} (median of ${reads.length} reads: ${each}) → a mid-tier phone is ${multiplier.toFixed(2)}× slower than this box (Lighthouse's CPU throttling calculator)`
}
