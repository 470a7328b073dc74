#!/usr/bin/env node
// DESIGN §10: Lighthouse (mobile, its default form factor and throttling) on `/`, `/Ajuda/` and
// `/Censo/` logged in as persona `aposentado` (every step holds data) of the production build.
// Issue 41: first the box is measured, in the same run: Lighthouse's benchmark index read several
// times (the median), turned into the CPU slowdown of a mid-tier phone by Lighthouse's CPU
// throttling calculator (`scripts/lib/cpu-benchmark.mjs`), and passed to every run as
// `throttling.cpuSlowdownMultiplier` instead of Lighthouse's fixed 4×. Both are printed.
// Each page is audited RUNS times, each run in a Chromium of its own; every run's performance,
// LCP, TBT, CLS and Lighthouse's own CPU benchmark are printed, and the machine's load after them.
// Under each run: the tasks after the first paint that TBT may count, their traced time and how
// much of it the main thread spent on the CPU (the rest it was waiting: the page's own work is the
// CPU part).
// The performance score and TBT are reported and gate nothing: on a shared 2-core box the same
// build's TBT varies threefold, as it counts the box's waiting (docs/decisions/025); the long
// tasks are gated by `pnpm long-tasks`, from CPU time. Enforced, as they do not depend on the
// box's speed: median CLS ≤ 0.02; accessibility 100 and best practices 100 in every run, except
// that on /Censo/ the console errors of the spec's 404-means-none answers (`accepts404` below)
// may cost best-practice points: they are listed as accepted, any other failing audit fails.
// SEO is reported only.
// Builds the web app into web/dist-lighthouse pointed at a mock server of its own (fresh data, a
// port apart from `npm start`'s), serves the build with `vite preview` and audits it, so the
// scores never depend on whatever else runs on the machine or on the last build's settings.
// LIGHTHOUSE_REPORTS=<dir> keeps every run's JSON report there; LIGHTHOUSE_PAGES=/Censo/,/ audits
// only the pages listed (while working on one of them).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import {
  describeCalibration,
  mobileCpuMultiplier,
  readBenchmarkIndex,
} from './lib/cpu-benchmark.mjs'
import { longTasksAfterPaint } from './lib/main-thread-time.mjs'
import { logPersonaIn, putSessionIn } from './lib/mock-session.mjs'
import {
  buildWebFor,
  machineLoad,
  root,
  runCheck,
  start,
  startMock,
  startPreview,
} from './lib/processes.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs'

const OUT_DIR = 'dist-lighthouse'
const PREVIEW_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4186)
const MOCK_PORT = Number(process.env.LIGHTHOUSE_MOCK_PORT ?? 3350)
const MOCK_URL = `http://localhost:${MOCK_PORT}`
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS
/**
 * `persona`: logged in (token and entity in localStorage, cookies accepted) before each run.
 * `accepts404`: the mock's paths whose 404 means "none" (spec): the case status while the person
 * is still filling in (census-wizard §4) and the rating not given yet (step 5).
 */
const PAGES = [
  { path: '/' },
  { path: '/Ajuda/' },
  {
    path: '/Censo/',
    persona: 'aposentado',
    accepts404: ['/recad/v1/higienize-segurado/', '/recad/v1/aval/'],
  },
]
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',')
const AUDITED = ONLY ? PAGES.filter((page) => ONLY.includes(page.path)) : PAGES
// Lighthouse's own advice for a stable performance score: the median of several runs.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const MAX_CLS = 0.02
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

const chromePath = [process.env.CHROME_PATH, chromiumPath()].find(
  (candidate) => candidate && existsSync(candidate),
)
// The launcher Lighthouse's own CLI uses (its dependency, so resolved through it): the same
// default flags as a plain `lighthouse <url>`, on a Chromium this script can prepare first.
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'))
const { launch } = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href)

/**
 * The person's session in the Chromium Lighthouse will drive: Lighthouse's storage reset clears
 * caches and service workers, not localStorage nor cookies.
 */
async function signIn(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await putSessionIn(page, origin, session)
    await page.close()
  } finally {
    await browser.close()
  }
}

/** The box's benchmark index, read in a Chromium started as Lighthouse's are. */
async function calibrate() {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    try {
      return await readBenchmarkIndex(browser.contexts()[0])
    } finally {
      await browser.close()
    }
  } finally {
    chrome.kill()
  }
}

/**
 * One Lighthouse run: its report, and from its trace (`--save-assets`) the main thread's long
 * tasks after the first paint (`longTasksAfterPaint`), as `report.longTasks`.
 */
function runLighthouse(url, port, multiplier) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'censo-lh-report-'))
  const output = path.join(outDir, 'report.json')
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js')
  return new Promise((resolve, reject) => {
    const child = start(process.execPath, [
      cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--port=${port}`,
      '--save-assets',
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    ])
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`))
      const report = JSON.parse(readFileSync(output, 'utf8'))
      const trace = readdirSync(outDir).find((name) => name.endsWith('.trace.json'))
      report.longTasks = trace
        ? longTasksAfterPaint(JSON.parse(readFileSync(path.join(outDir, trace), 'utf8')))
        : null
      rmSync(outDir, { recursive: true, force: true })
      resolve(report)
    })
  })
}

async function measure(origin, page, session, run, multiplier) {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  const stopChrome = () => chrome.kill()
  process.on('exit', stopChrome)
  try {
    if (session) await signIn(chrome.port, origin, session)
    const report = await runLighthouse(`${origin}${page.path}`, chrome.port, multiplier)
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true })
      const name = `${page.path.replaceAll('/', '') || 'index'}-${run + 1}.json`
      writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(report))
    }
    return report
  } finally {
    process.off('exit', stopChrome)
    chrome.kill()
  }
}

const score = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100)
const metric = (report, id) => report.audits[id]?.numericValue ?? NaN
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

/** The audits that cost points in a category, for the person fixing them. */
function failingAudits(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
}

const describe = (audit) => `      ${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}`

const urlOf = (item) => item.sourceLocation?.url ?? item.url ?? ''

/** The URLs of console errors that are all 404s of the mock under `paths`, or else null. */
function accepted404s(audit, paths) {
  const items = audit.details?.items ?? []
  const accepted = (item) =>
    item.source === 'network' &&
    /status of 404/.test(item.description ?? '') &&
    paths.some((prefix) => urlOf(item).startsWith(`${MOCK_URL}${prefix}`))
  return items.length > 0 && items.every(accepted) ? items.map(urlOf) : null
}

/** Best practices of a run: the failing audits, less the 404s a page may accept (listed). */
function bestPracticeFailures(report, page, accepted) {
  return failingAudits(report, 'best-practices').filter((audit) => {
    if (!page.accepts404 || audit.id !== 'errors-in-console') return true
    const urls = accepted404s(audit, page.accepts404)
    for (const url of urls ?? []) accepted.add(url)
    return urls === null
  })
}

function printShifts(report) {
  for (const item of report.audits['layout-shifts']?.details?.items ?? []) {
    const node = item.node?.selector ?? item.node?.snippet ?? '?'
    console.error(`      ${item.score.toFixed(3)} ${node}`)
  }
}

/** The element Lighthouse took for the largest paint, by its selector. */
function lcpElement(report) {
  const [element] = report.audits['largest-contentful-paint-element']?.details?.items ?? []
  return element?.items?.[0]?.node?.selector ?? 'no element'
}

function printLongTasks(report) {
  for (const item of report.audits['long-tasks']?.details?.items ?? []) {
    console.log(`      ${Math.round(item.duration)} ms ${item.url}`)
  }
}

await runCheck(async (fail) => {
  await buildWebFor(OUT_DIR, MOCK_URL)
  await startMock(MOCK_PORT)
  const origin = await startPreview(OUT_DIR, PREVIEW_PORT)
  const calibration = await calibrate()
  const multiplier = mobileCpuMultiplier(calibration.index)
  console.log(`${describeCalibration(calibration, multiplier)}; ${machineLoad()}`)
  console.log(
    `Every run: cpuSlowdownMultiplier ${multiplier.toFixed(2)} (Lighthouse's default is 4). Performance and TBT are reported, not enforced.`,
  )

  for (const page of AUDITED) {
    const session = page.persona ? await logPersonaIn(MOCK_URL, page.persona) : undefined
    const reports = []
    for (let run = 0; run < RUNS; run++)
      reports.push(await measure(origin, page, session, run, multiplier))
    const ranked = reports.toSorted((a, b) => score(a, 'performance') - score(b, 'performance'))
    const report = ranked[Math.floor(ranked.length / 2)]
    const scores = CATEGORIES.map((id) => `${id} ${score(report, id)}`).join(' · ')
    const who = page.persona ? ` (logged in as ${page.persona})` : ''
    console.log(`Lighthouse mobile ${page.path}${who}: ${scores} (median of ${RUNS} runs)`)
    console.log(`  machine after the runs: ${machineLoad()}`)
    reports.forEach((each, run) => {
      const fcp = (metric(each, 'first-contentful-paint') / 1000).toFixed(2)
      const lcp = (metric(each, 'largest-contentful-paint') / 1000).toFixed(2)
      const tbt = Math.round(metric(each, 'total-blocking-time'))
      const cls = metric(each, 'cumulative-layout-shift').toFixed(3)
      const perf = score(each, 'performance')
      // Lighthouse's own measure of the CPU at the run's start: a busy box scores lower.
      const benchmark = Math.round(each.environment?.benchmarkIndex ?? NaN)
      console.log(
        `  run ${run + 1}: performance ${perf} · FCP ${fcp} s · LCP ${lcp} s (${lcpElement(each)}) · TBT ${tbt} ms · CLS ${cls} · CPU benchmark ${benchmark}`,
      )
      const tasks = each.longTasks
      if (tasks) {
        console.log(
          `      tasks Lighthouse may count after the first paint: ${tasks.count}, ${Math.round(tasks.wallMs)} ms as traced, ${Math.round(tasks.cpuMs)} ms of it on the CPU`,
        )
      }
    })

    const tbt = median(reports.map((each) => metric(each, 'total-blocking-time')))
    console.log(`  median TBT ${Math.round(tbt)} ms (reported only); long tasks of that run:`)
    printLongTasks(reports.find((each) => metric(each, 'total-blocking-time') === tbt))
    const cls = median(reports.map((each) => metric(each, 'cumulative-layout-shift')))
    if (!(cls <= MAX_CLS)) {
      fail(`  median CLS ${cls.toFixed(3)} is above ${MAX_CLS}; what shifted in that run:`)
      printShifts(reports.find((each) => metric(each, 'cumulative-layout-shift') === cls))
    }
    // Accessibility and best practices do not vary between runs: every run must pass.
    const a11y = reports.find((each) => score(each, 'accessibility') < 100)
    if (a11y) {
      fail(`  accessibility ${score(a11y, 'accessibility')} is below 100:`)
      console.error(failingAudits(a11y, 'accessibility').map(describe).join('\n'))
    }
    const accepted = new Set()
    for (const each of reports) {
      const failures = bestPracticeFailures(each, page, accepted)
      if (failures.length > 0) {
        fail(`  best-practices ${score(each, 'best-practices')} is below 100:`)
        console.error(failures.map(describe).join('\n'))
        break
      }
    }
    if (accepted.size > 0) {
      console.log('  best-practices: accepted console errors (404 means none, spec):')
      for (const url of accepted) console.log(`    404 ${url}`)
    }
  }
})
