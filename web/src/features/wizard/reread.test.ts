import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { rereadWizard } from './reread'

/**
 * Each `nextTask` (through `scheduler.yield()`, stubbed) waits until the test lets the next task
 * run. Not a module mock: the unit tests share their modules (vite.config.ts).
 */
const waiting: (() => void)[] = []
const holdTasks = () =>
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) })

/** Lets the task waiting first run, and whatever it starts settle. */
async function runNextTask() {
  waiting.shift()?.()
  await settle()
}

const settle = async () => {
  for (let microtask = 0; microtask < 20; microtask++) await Promise.resolve()
}

/** A query under `key` whose reads are counted; on screen (an observer) when `watched`. */
async function countedQuery(client: QueryClient, key: unknown[], watched: boolean) {
  const read = vi.fn(async () => key.join('/'))
  await client.fetchQuery({ queryKey: key, queryFn: read })
  if (watched) new QueryObserver(client, { queryKey: key, queryFn: read }).subscribe(() => {})
  return read
}

describe('rereadWizard', () => {
  it("marks every step's read stale at once and asks again for those on screen, one per task", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const phones = await countedQuery(client, ['wizard', 'phones', 7], true)
    const emails = await countedQuery(client, ['wizard', 'emails', 7], true)
    const closed = await countedQuery(client, ['wizard', 'dependants', 7], false)
    const other = await countedQuery(client, ['meta'], true)
    holdTasks()

    const done = rereadWizard(client)
    await settle()
    const state = (key: unknown[]) => client.getQueryState(key)?.isInvalidated
    expect([state(['wizard', 'phones', 7]), state(['wizard', 'dependants', 7])]).toEqual([
      true,
      true,
    ])
    expect(state(['meta'])).toBe(false)
    expect(phones.mock.calls.length + emails.mock.calls.length).toBe(2)

    await runNextTask()
    expect(phones.mock.calls.length + emails.mock.calls.length).toBe(3)

    await runNextTask()
    await done
    expect([phones, emails, closed, other].map((read) => read.mock.calls.length)).toEqual([
      2, 2, 1, 1,
    ])
  })
})
