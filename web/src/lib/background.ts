// Work started in later tasks that nobody waits for (apart from `tasks.ts`: only the wizard's
// chunks need it, not the first download).

/** Work started in later tasks that nobody waits for, until it ends. */
const inBackground = new Set<Promise<unknown>>()

/**
 * Runs `work` (a chain of tasks, e.g. the wizard's reads one per task) without waiting for it, but
 * known as under way (a failure is the work's own to report; this only notes its end). Unit tests wait for it after each test
 * (`settleBackground`), as reads started after a test ended were answered by the next test's
 * server.
 */
export function startInBackground(work: Promise<unknown>): void {
  inBackground.add(work)
  const ended = () => inBackground.delete(work)
  work.then(ended, ended)
}

/**
 * Waits (at most `withinMs`) until the work started in the background has ended, however it
 * ended; then forgets what is left. For the unit tests, between two tests: work still waiting on
 * a fake clock the test has put away never resumes.
 */
export async function settleBackground(withinMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.allSettled(inBackground),
    new Promise((resolve) => {
      timer = setTimeout(resolve, withinMs)
    }),
  ])
  clearTimeout(timer)
  inBackground.clear()
}
