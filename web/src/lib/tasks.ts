/** Resolves after `ms` milliseconds (a timer: the page goes on meanwhile). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Resolves in a later task: between two pieces of work a cheap phone can paint and answer a
 * touch, instead of one long task (issue 22, docs/decisions/025). Through `scheduler.yield()`
 * where the browser has it: a chain of timers is slowed to 4 ms a step after five (the HTML
 * standard's nesting clamp), and each timer costs a trace's stack on a profiled page; a timer
 * elsewhere (and in unit tests, whose fake timers drive it).
 */
export function nextTask(): Promise<void> {
  // `scheduler.yield` is missing from older browsers (Chromium before 129, Safari) and jsdom.
  return globalThis.scheduler?.yield?.() ?? pause(0)
}
