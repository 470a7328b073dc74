/** Resolves after `ms` milliseconds (a timer: the page goes on meanwhile). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Resolves in a later task: between two pieces of work a cheap phone can paint and answer a
 * touch, instead of one long task (issue 22, docs/decisions/025).
 */
export const nextTask = () => pause(0)
