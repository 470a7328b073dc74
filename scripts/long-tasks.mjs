#!/usr/bin/env node
// Issue 22: the long tasks a cheap phone meets in the wizard. Builds the web (like
// `pnpm lighthouse`, against a mock of its own), signs in as a persona whose steps hold data and
// traces the page's main thread (Chrome's trace, `RunTask` events) while /Censo/ opens and while
// Próximo moves from each step to the next, up to Imagens. A phone 4× slower than this box is
// simulated as Lighthouse's mobile setting does, from a trace at full speed, with one difference:
// each task counts as 4 × the main thread's own CPU time in it, not 4 × its wall time. On this
// 2-core box the wall time of the page's first tasks is mostly the thread waiting: on the browser
// process, the GPU and network services and the local `vite preview` and mock, which share the two
// cores with it (a phone's have cores of their own and the server is elsewhere), and Chromium's
// CPU throttling (`Emulation.setCPUThrottlingRate`) busy-waits on one of the two cores, which
// makes those waits longer still (docs/decisions/025, "Tenth pass").
// Prints each phase's tasks over 50 ms at 4× as `4×cpu@start (wall at 1×)` in ms, the opening's
// starts counted from the navigation, with its first contentful paint; exits 1 on one over
// LIMIT_MS. `LONG_TASKS_RUNS` (default 3) repeats the whole measure in fresh pages.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs'
import { mainThreadTasks } from './lib/main-thread-time.mjs'
import { logPersonaIn, putSessionIn } from './lib/mock-session.mjs'
import { buildWebFor, runCheck, startMock, startPreview } from './lib/processes.mjs'

const MOCK_PORT = Number(process.env.LONG_TASKS_MOCK_PORT ?? 3352)
const PREVIEW_PORT = Number(process.env.LONG_TASKS_PORT ?? 4188)
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 3)
const PERSONA = 'aposentado'
const CPU_SLOWDOWN = 4
const LIMIT_MS = 100

/** Made by the page while traced, so that its main thread can be found in the trace. */
const MARK = 'long-tasks:page'

/** The page's main-thread events while `action` runs (Chrome's trace, through CDP). */
async function traced(cdp, action) {
  const events = []
  const collect = ({ value }) => events.push(...value)
  cdp.on('Tracing.dataCollected', collect)
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', 'loading'] },
    transferMode: 'ReportEvents',
  })
  await action()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  cdp.off('Tracing.dataCollected', collect)
  return events
}

/** The tasks that would last over 50 ms on a CPU `CPU_SLOWDOWN` times slower. */
const longTasksOf = (tasks) =>
  tasks
    .map((task) => ({ ...task, simulatedMs: task.cpuMs * CPU_SLOWDOWN }))
    .filter((task) => task.simulatedMs > 50)

const activeStep = (page) => page.getByRole('heading', { level: 2, name: /\(etapa atual\)$/ })

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

async function measure(browser, origin, session) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await putSessionIn(page, origin, session)
  // putSessionIn leaves the page on the origin's icon, an SVG document: its teardown would fall
  // in the measured navigation's first task. A person opening /Censo/ comes from a blank tab.
  await page.goto('about:blank')
  await page.addInitScript((name) => performance.mark(name), MARK)
  const cdp = await context.newCDPSession(page)

  const phases = []
  const opening = await traced(cdp, async () => {
    await page.goto(`${origin}/Censo/`, { waitUntil: 'networkidle', timeout: 60_000 })
    await activeStep(page).waitFor()
  })
  const { pid } = opening.find((event) => event.name === MARK)
  const navigation = opening.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === pid &&
      event.args?.data?.documentLoaderURL?.startsWith(origin),
  )
  const paint = opening.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= navigation.ts,
  )
  const first = (await activeStep(page).textContent()) ?? ''
  phases.push({
    name: `open /Censo/ (${first}; first paint at ${Math.round((paint.ts - navigation.ts) / 1000)} ms)`,
    tasks: longTasksOf(mainThreadTasks(opening, MARK, navigation.ts)),
  })

  // Then Próximo from each step to the next, up to the last (which has no Próximo).
  const next = page.getByRole('button', { name: 'Próximo' })
  let current = first
  while ((await next.count()) > 0) {
    if (!(await nextEnabled(page))) {
      phases.push({ name: `Próximo stayed disabled on ${current}`, tasks: [] })
      break
    }
    const events = await traced(cdp, async () => {
      await page.evaluate((name) => performance.mark(name), MARK)
      await next.click()
      await page.waitForFunction(
        (before) => {
          const heading = [...document.querySelectorAll('h2')].find((h) =>
            h.textContent?.endsWith('(etapa atual)'),
          )
          return heading && heading.textContent !== before
        },
        current,
        { timeout: 30_000 },
      )
      await page.waitForLoadState('networkidle')
    })
    const since = events.find((event) => event.name === MARK).ts
    current = (await activeStep(page).textContent()) ?? ''
    phases.push({
      name: `Próximo to ${current}`,
      tasks: longTasksOf(mainThreadTasks(events, MARK, since)),
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
  console.log(
    `Tasks over 50 ms at ${CPU_SLOWDOWN}× CPU (${CPU_SLOWDOWN} × the main thread's CPU time, traced at 1×), persona ${PERSONA}:`,
  )
  let over = 0
  for (let run = 1; run <= RUNS; run++) {
    for (const phase of await measure(browser, origin, session)) {
      over += phase.tasks.filter((task) => task.simulatedMs > LIMIT_MS).length
      const tasks = phase.tasks.map(
        (task) =>
          `${Math.round(task.simulatedMs)}@${Math.round(task.start)} (${Math.round(task.wallMs)})`,
      )
      console.log(`  run ${run} · ${phase.name}: ${tasks.join(', ') || 'none'}`)
    }
  }
  await browser.close()
  if (over > 0) fail(`long tasks: ${over} over ${LIMIT_MS} ms`)
})
