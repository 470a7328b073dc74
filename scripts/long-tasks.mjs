#!/usr/bin/env node
// Issue 22, calibrated in issue 41: the long tasks a mid-tier phone meets in the wizard. Builds the
// web (like `pnpm lighthouse`, against a mock of its own), signs in as a persona whose steps hold
// data and traces the page's main thread (Chrome's trace, `RunTask` events) while /Censo/ opens
// (twice per run: from the network, then again with the service worker's cache) and while Próximo
// moves from each step to the next, up to Imagens.
// The phone is simulated from a trace at full speed. Before each run the box is measured:
// Lighthouse's benchmark index, read in the same browser several times (the median), turned into
// the slowdown of a mid-tier phone by Lighthouse's CPU throttling calculator
// (`scripts/lib/cpu-benchmark.mjs`). Each run has its own, as this VM's speed drifts within
// minutes (docs/decisions/025, "Twelfth pass").
// Then each task counts as that multiplier × the main thread's own CPU time in it (`tdur`), not ×
// its wall time: on this 2-core box the wall time of the page's tasks is mostly the thread waiting
// (on the browser process, the local `vite preview` and mock, which share the two cores with it),
// and Chromium's own throttling busy-waits through those waits (docs/decisions/025, "Tenth pass").
// Less, in each task, V8's collection of source positions that only an attached inspector causes
// (`scripts/lib/main-thread-time.mjs`, "Eleventh pass"). Nothing of Playwright runs in the page
// while traced: its waits and locators would add its injected script's work to the page's tasks.
// Prints the index, the multiplier, and each phase's tasks over 50 ms as
// `simulated@start (cpu, wall, source)` in ms at 1× (`source`: what the task ran for, see
// `mainThreadTasks`), the opening's starts counted from the navigation,
// with its first contentful paint; exits 1 on one over LIMIT_MS. `LONG_TASKS_RUNS` (default 3)
// repeats the whole measure in fresh pages; `LONG_TASKS_MULTIPLIER` forces a multiplier.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs'
import {
  describeCalibration,
  mobileCpuMultiplier,
  readBenchmarkIndex,
} from './lib/cpu-benchmark.mjs'
import { mainThreadTasks } from './lib/main-thread-time.mjs'
import { logPersonaIn, putSessionIn } from './lib/mock-session.mjs'
import { buildWebFor, machineLoad, runCheck, startMock, startPreview } from './lib/processes.mjs'

const MOCK_PORT = Number(process.env.LONG_TASKS_MOCK_PORT ?? 3352)
const PREVIEW_PORT = Number(process.env.LONG_TASKS_PORT ?? 4188)
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 3)
const PERSONA = 'aposentado'
const LIMIT_MS = 100

/** Made by the page while traced, so that its main thread can be found in the trace. */
const MARK = 'long-tasks:page'

/** The page's main-thread events while `action` runs (Chrome's trace, through CDP). */
async function traced(cdp, action) {
  const events = []
  const collect = ({ value }) => events.push(...value)
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.compile',
      ],
    },
    transferMode: 'ReportEvents',
  })
  await action()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  cdp.off('Tracing.dataCollected', collect)
  return events
}

/** The tasks that would last over 50 ms on a CPU `multiplier` times slower. */
const longTasksOf = (tasks, multiplier) =>
  tasks
    .map((task) => ({ ...task, simulatedMs: task.cpuMs * multiplier }))
    .filter((task) => task.simulatedMs > 50)

const activeStep = (page) => page.getByRole('heading', { level: 2, name: /\(etapa atual\)$/ })

/**
 * Resolves once the page shows a current step other than `before`, checked every 50 ms by a
 * small script sent through CDP. Playwright's own waits and locators would run its injected
 * script in the page, whose creation (about 14 ms of the main thread's CPU) and accessible-name
 * queries would be counted as the page's tasks.
 */
function stepShown(cdp, before = '') {
  const expression = `new Promise((resolve, reject) => {
    const give = Date.now() + 30000
    const poll = () => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent.endsWith('(etapa atual)'))
      if (heading && heading.textContent !== ${JSON.stringify(before)}) resolve(heading.textContent)
      else if (Date.now() > give) reject(new Error('no new step within 30 s'))
      else setTimeout(poll, 50)
    }
    poll()
  })`
  return cdp.send('Runtime.evaluate', { expression, awaitPromise: true })
}

/** Whether Próximo becomes enabled (the step reports itself complete) within 15 s. */
const nextEnabled = (page) =>
  page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.trim() === 'Próximo' && !button.disabled,
        ),
      undefined,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    )

/**
 * One opening of /Censo/ by `navigate`, traced: its phase, named with the step it opened on.
 */
async function opening(page, cdp, origin, label, navigate, multiplier) {
  const events = await traced(cdp, async () => {
    await navigate()
    await stepShown(cdp)
  })
  const pid = events.find((event) => event.name === MARK)?.pid
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === pid &&
      event.args?.data?.documentLoaderURL?.startsWith(origin),
  )
  const paint =
    navigation &&
    events.find(
      (event) =>
        event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= navigation.ts,
    )
  if (!paint) throw new Error(`the trace of "${label}" missed the page's start`)
  const step = (await activeStep(page).textContent()) ?? ''
  return {
    step,
    phase: {
      name: `${label} (${step}; first paint at ${Math.round((paint.ts - navigation.ts) / 1000)} ms)`,
      tasks: longTasksOf(mainThreadTasks(events, MARK, navigation.ts), multiplier),
    },
  }
}

async function measure(browser, origin, session, multiplier) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await putSessionIn(page, origin, session)
  // From a plain text page of the origin, as the tab's renderer process then exists: from a blank
  // tab Chromium starts a process for the origin, and the trace often missed its first tasks.
  // (putSessionIn leaves the page on the origin's icon, an SVG document, whose teardown would
  // fall in the measured navigation's first task.)
  await page.goto(`${origin}/robots.txt`)
  await page.addInitScript((name) => performance.mark(name), MARK)
  const cdp = await context.newCDPSession(page)

  const phases = []
  const fromNetwork = await opening(
    page,
    cdp,
    origin,
    'open /Censo/ from the network',
    () => page.goto(`${origin}/Censo/`, { waitUntil: 'networkidle', timeout: 60_000 }),
    multiplier,
  )
  phases.push(fromNetwork.phase)
  // The service worker installed by that visit serves the reload from its cache.
  await page.evaluate(() => navigator.serviceWorker.ready)
  const fromCache = await opening(
    page,
    cdp,
    origin,
    'reload /Censo/ with the service worker',
    () => page.reload({ waitUntil: 'networkidle', timeout: 60_000 }),
    multiplier,
  )
  phases.push(fromCache.phase)
  const first = fromCache.step

  // Then Próximo from each step to the next, up to the last (which has no Próximo).
  const next = page.getByRole('button', { name: 'Próximo' })
  let current = first
  while ((await next.count()) > 0) {
    if (!(await nextEnabled(page))) {
      phases.push({ name: `Próximo stayed disabled on ${current}`, tasks: [] })
      break
    }
    // Clicked where a finger would, by the browser's input alone (see stepShown).
    await next.scrollIntoViewIfNeeded()
    const box = await next.boundingBox()
    const events = await traced(cdp, async () => {
      await cdp.send('Runtime.evaluate', { expression: `performance.mark('${MARK}')` })
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await stepShown(cdp, current)
      await page.waitForLoadState('networkidle')
    })
    const since = events.find((event) => event.name === MARK).ts
    current = (await activeStep(page).textContent()) ?? ''
    phases.push({
      name: `Próximo to ${current}`,
      tasks: longTasksOf(mainThreadTasks(events, MARK, since), multiplier),
    })
  }
  await context.close()
  return phases
}

await runCheck(async (fail) => {
  const mockUrl = `http://localhost:${MOCK_PORT}`
  await buildWebFor('dist-long-tasks', mockUrl)
  await startMock(MOCK_PORT)
  const origin = await startPreview('dist-long-tasks', PREVIEW_PORT)
  const session = await logPersonaIn(mockUrl, PERSONA)
  const executablePath = chromiumPath()
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  })
  const forced = Number(process.env.LONG_TASKS_MULTIPLIER)
  console.log(
    `Tasks over 50 ms on a mid-tier phone (the multiplier × the main thread's CPU time in each task, traced at 1×; its wall time is not counted), persona ${PERSONA}, as simulated@start (CPU, wall at 1×, what posted it) in ms. The box is measured again before each run: its speed drifts within minutes.`,
  )
  let over = 0
  for (let run = 1; run <= RUNS; run++) {
    const blank = await browser.newContext()
    const calibration = await readBenchmarkIndex(blank)
    await blank.close()
    const multiplier = forced || mobileCpuMultiplier(calibration.index)
    console.log(
      `run ${run}: ${describeCalibration(calibration, mobileCpuMultiplier(calibration.index))}${forced ? `; ${forced}× forced` : ''}; ${machineLoad()}`,
    )
    for (const phase of await measure(browser, origin, session, multiplier)) {
      over += phase.tasks.filter((task) => task.simulatedMs > LIMIT_MS).length
      const tasks = phase.tasks.map(
        (task) =>
          `${Math.round(task.simulatedMs)}@${Math.round(task.start)} (${task.cpuMs.toFixed(1)}, ${Math.round(task.wallMs)}, ${task.source}${task.inspectorMs >= 0.5 ? `; ${task.inspectorMs.toFixed(1)} for the inspector not counted` : ''})`,
      )
      console.log(`  run ${run} · ${phase.name}: ${tasks.join(', ') || 'none'}`)
    }
  }
  console.log(`  machine after the runs: ${machineLoad()}`)
  await browser.close()
  if (over > 0) fail(`long tasks: ${over} over ${LIMIT_MS} ms`)
})
