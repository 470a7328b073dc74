// How much of a page's long tasks after its first paint was the page's own work. Lighthouse's
// TBT multiplies each traced task's wall time by 4 (its simulated phone). On this 2-core box much
// of that wall time is the renderer's main thread asleep in the task: waiting on the browser
// process (storage, cookies, fonts, its own tracing) or on a background thread. The trace's
// thread time (`tdur`) tells the two apart (docs/decisions/025, "Eighth pass").

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
