// How much of a page's long tasks after its first paint was the page's own work. Lighthouse's
// TBT multiplies each traced task's wall time by 4 (its simulated phone). On this 2-core box much
// of that wall time is the renderer's main thread asleep in the task: waiting on the browser
// process (storage, cookies, fonts, its own tracing) or on a background thread. The trace's
// thread time (`tdur`) tells the two apart (docs/decisions/025, "Eighth pass"); `pnpm long-tasks`
// simulates its slow phone from that CPU time ("Tenth pass").

/** Tasks Lighthouse can count: over 50 ms at its 4× slowdown, i.e. over 12.5 ms as traced. */
const LONG_TASK_TRACED_MS = 12.5

/** Trace durations (µs) added up, in ms. */
const sumMs = (durations) => durations.reduce((total, value) => total + value, 0) / 1000

/**
 * From a Chrome trace (`{ traceEvents }` or the array itself): the main frame's tasks after its
 * first contentful paint that last over 12.5 ms, their wall time and their time on the CPU (ms).
 * Null when the trace has no navigation or no first paint.
 */
export function longTasksAfterPaint(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  if (!navigation) return null
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === navigation.pid &&
      event.ts >= navigation.ts,
  )
  if (!paint) return null
  const tasks = events.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.ts > paint.ts &&
      event.dur / 1000 > LONG_TASK_TRACED_MS,
  )
  return {
    count: tasks.length,
    wallMs: sumMs(tasks.map((task) => task.dur)),
    cpuMs: sumMs(tasks.map((task) => task.tdur ?? task.dur)),
  }
}

/**
 * A task's event: `RunTask` in DevTools' categories (Lighthouse's trace), the scheduler's own
 * `ThreadControllerImpl::RunTask` in `toplevel` (inside the former when both are traced).
 */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * V8's collection of a script's source positions, in the `disabled-by-default-v8.compile`
 * category. A page pays it when a stack trace needs line numbers. With an inspector attached (the
 * Runtime domain on, as Playwright always has it) V8 also takes a detailed stack trace of every
 * Error made, in case it goes uncaught: react-dom makes five at its evaluation, which then
 * collects the positions of its whole module, 10 to 12 ms of CPU on this box. A browser with no
 * DevTools attached takes none (docs/decisions/025, "Eleventh pass").
 */
const SOURCE_POSITIONS = 'V8.CollectSourcePositions'

/**
 * What a task ran for, from the `toplevel` trace alone: the Mojo interface of the message it
 * received (`NavigationClient` for a navigation's commit), else the function that posted it
 * (`SchedulePumpTokenizer` for the HTML parser, `DOMTimer`, `DispatchFinishedNotificationAsync`
 * for a module's evaluation, `ScheduledActionSendBeginMainFrame` for a frame's style, layout and
 * paint, `PostDispatchNextMessageFromPipe` for a message: an answer, or React's scheduler).
 */
function sourceOf(task, inside) {
  const message = inside.find((event) => event.args?.chrome_mojo_event_info?.mojo_interface_tag)
  const tag = message?.args.chrome_mojo_event_info.mojo_interface_tag
  if (tag) return tag.split('.').pop()
  return task.args?.src_func ?? task.name
}

/**
 * The tasks a page's main thread ran in a Chrome trace, in order: each one's start (ms after
 * `since`, a trace timestamp in µs), its wall time, the thread's CPU time in it (ms) less what
 * V8 spent collecting source positions for the inspector (`inspectorMs`, counted when the trace
 * has the `disabled-by-default-v8.compile` category), and what it ran for (`source`). The thread
 * is found by a `performance.mark(markName)` the page made while traced. Only the outermost task
 * event of each nesting counts.
 */
export function mainThreadTasks(events, markName, since) {
  const mark = events.find((event) => event.name === markName && event.cat?.includes('user_timing'))
  if (!mark) throw new Error(`the trace has no mark ${markName}`)
  const onThread = events.filter(
    (event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X',
  )
  const tasks = onThread
    .filter((event) => TASK_EVENTS.has(event.name))
    .toSorted((a, b) => a.ts - b.ts)
  const positions = onThread.filter((event) => event.name === SOURCE_POSITIONS)
  const messages = onThread.filter((event) => event.name === 'Receive mojo message')
  let outerEnd = -Infinity
  const outermost = tasks.filter((task) => {
    if (task.ts < outerEnd) return false
    outerEnd = task.ts + task.dur
    return true
  })
  return outermost.map((task) => {
    const inspectorMs = sumMs(
      positions
        .filter((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
        .map((event) => event.tdur ?? event.dur),
    )
    // A thread cannot run longer than the task lasts; with DevTools' heavier categories traced
    // a few tasks report more, an artefact of the trace that would count against the page.
    const threadMs = Math.min(task.tdur ?? task.dur, task.dur) / 1000
    return {
      start: (task.ts - since) / 1000,
      wallMs: task.dur / 1000,
      cpuMs: Math.max(0, threadMs - inspectorMs),
      inspectorMs,
      source: sourceOf(
        task,
        messages.filter(
          (event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
        ),
      ),
    }
  })
}
