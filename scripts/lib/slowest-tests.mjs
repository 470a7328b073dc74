// The slowest tests of a suite against their time budget, printed at the end of the suite and,
// when TEST_TIMINGS_DIR is set (scripts/test-all.mjs sets it), saved there so that the whole run
// can print every suite's table once more at its very end (docs/decisions/014).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A test past this share of its budget is "near its limit": one slower box and it fails. */
export const NEAR_LIMIT = 2 / 3
const SHOWN = 10

const seconds = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`)

/** The table's lines: the slowest tests first, each with its share of its budget. */
export function slowestLines(suite, tests) {
  const slowest = tests.toSorted((a, b) => b.durationMs - a.durationMs).slice(0, SHOWN)
  const near = tests.filter((test) => test.durationMs > test.budgetMs * NEAR_LIMIT)
  const lines = [`slowest ${slowest.length} of ${tests.length} tests in ${suite}:`]
  for (const test of slowest) {
    const share = Math.round((test.durationMs / test.budgetMs) * 100)
    const flag = test.durationMs > test.budgetMs * NEAR_LIMIT ? '  << near its limit' : ''
    lines.push(
      `  ${seconds(test.durationMs).padStart(7)} of ${seconds(test.budgetMs).padStart(7)} (${String(share).padStart(3)} %)  ${test.name}${flag}`,
    )
  }
  for (const test of tests.filter((candidate) => candidate.retries > 0)) {
    lines.push(`  needed ${test.retries} retr${test.retries === 1 ? 'y' : 'ies'}: ${test.name}`)
  }
  lines.push(
    near.length === 0
      ? `  none above ${Math.round(NEAR_LIMIT * 100)} % of its budget`
      : `  ${near.length} test(s) above ${Math.round(NEAR_LIMIT * 100)} % of their budget`,
  )
  return lines
}

/** Prints the table and keeps it for the end of the run. */
export function reportSlowest(suite, tests) {
  if (tests.length === 0) return
  const lines = slowestLines(suite, tests)
  console.log(`\n${lines.join('\n')}\n`)
  const dir = process.env.TEST_TIMINGS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const file = `${Date.now()}-${suite.replace(/[^\w.-]+/g, '_')}.json`
  writeFileSync(path.join(dir, file), JSON.stringify({ suite, lines }))
}

/** Every table saved under `dir`, in the order the suites ran. */
export function savedTables(dir) {
  let files = []
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'))
  } catch {
    return []
  }
  return files
    .toSorted((a, b) => a.localeCompare(b))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')).lines)
}

/** The browser the e2e suite ran on, kept in TEST_TIMINGS_DIR by e2e/setup/browser-version.ts. */
export const E2E_BROWSER_FILE = 'e2e-browser.txt'

/** A line a suite kept in `dir` under `file`, or null. */
export function savedLine(dir, file) {
  try {
    return readFileSync(path.join(dir, file), 'utf8').trim() || null
  } catch {
    return null
  }
}
