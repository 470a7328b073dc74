#!/usr/bin/env node
// Issue 22: the long tasks a cheap phone meets in the wizard. Builds the web (like
// `pnpm lighthouse`, against a mock of its own), signs in as a persona whose steps hold data,
// slows the CPU 4× (Lighthouse's mobile setting) and records the browser's own long-task entries
// (PerformanceObserver 'longtask', every task over 50 ms) while /Censo/ opens and while Próximo
// moves from each step to the next, up to Imagens. Prints each phase's tasks; exits 1 when one
// is over LIMIT_MS.
// Each task is printed as its duration @ its start (ms since the navigation), with the page's
// first contentful paint, so the tasks before and after it can be told apart.
// `LONG_TASKS_RUNS` (default 3) repeats the whole measure in fresh pages.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs'
import { logPersonaIn, putSessionIn } from './lib/mock-session.mjs'
import { buildWebFor, runCheck, startMock, startPreview } from './lib/processes.mjs'

const MOCK_PORT = Number(process.env.LONG_TASKS_MOCK_PORT ?? 3352)
const PREVIEW_PORT = Number(process.env.LONG_TASKS_PORT ?? 4188)
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 3)
const PERSONA = 'aposentado'
const CPU_SLOWDOWN = 4
const LIMIT_MS = 100

/** Collects the page's long tasks from its first moment (run before any of its scripts). */
function observeLongTasks() {
  window.censoLongTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.censoLongTasks.push({ start: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
}

const takeLongTasks = (page) =>
  page.evaluate(() => window.censoLongTasks.splice(0, window.censoLongTasks.length))

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
  await page.addInitScript(observeLongTasks)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

  const phases = []
  await page.goto(`${origin}/Censo/`, { waitUntil: 'networkidle', timeout: 60_000 })
  const first = (await activeStep(page).textContent()) ?? ''
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  )
  phases.push({
    name: `open /Censo/ (${first}; first paint at ${Math.round(paint)} ms)`,
    tasks: await takeLongTasks(page),
  })

  // Then Próximo from each step to the next, up to the last (which has no Próximo).
  const next = page.getByRole('button', { name: 'Próximo' })
  let current = first
  while ((await next.count()) > 0) {
    if (!(await nextEnabled(page))) {
      phases.push({ name: `Próximo stayed disabled on ${current}`, tasks: [] })
      break
    }
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
    current = (await activeStep(page).textContent()) ?? ''
    phases.push({ name: `Próximo to ${current}`, tasks: await takeLongTasks(page) })
  }
  await context.close()
  return phases
}

await runCheck(async (fail) => {
  const mockUrl = `http://localhost:${MOCK_PORT}`
  buildWebFor('dist-long-tasks', mockUrl)
  await startMock(MOCK_PORT)
  const origin = await startPreview('dist-long-tasks', PREVIEW_PORT)
  const session = await logPersonaIn(mockUrl, PERSONA)
  const executablePath = chromiumPath()
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  })
  console.log(`Long tasks (> 50 ms) at ${CPU_SLOWDOWN}× CPU slowdown, persona ${PERSONA}:`)
  let over = 0
  for (let run = 1; run <= RUNS; run++) {
    for (const phase of await measure(browser, origin, session)) {
      over += phase.tasks.filter((task) => task.duration > LIMIT_MS).length
      const tasks = phase.tasks.map(
        (task) => `${Math.round(task.duration)}@${Math.round(task.start)}`,
      )
      console.log(`  run ${run} · ${phase.name}: ${tasks.join(', ') || 'none'} (ms@ms)`)
    }
  }
  await browser.close()
  if (over > 0) fail(`long tasks: ${over} over ${LIMIT_MS} ms`)
})
