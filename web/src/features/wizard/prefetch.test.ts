import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchWizard } from './prefetch'
import { STEPS } from './steps'

describe('prefetchWizard', () => {
  afterEach(() => vi.useRealTimers())

  it("starts one read per task, the first in a task of its own, until every step's reads are asked for", async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue()
    const done = prefetchWizard(client, 1007)
    for (let microtask = 0; microtask < 10; microtask++) await Promise.resolve()
    expect(prefetch).not.toHaveBeenCalled()
    await vi.advanceTimersToNextTimerAsync()
    expect(prefetch).toHaveBeenCalled()
    const afterOneTask = prefetch.mock.calls.length
    const reads = STEPS.flatMap((step) => step.prefetch(1007))
    expect(afterOneTask).toBeLessThan(reads.length)
    await vi.runAllTimersAsync()
    await done
    expect(prefetch).toHaveBeenCalledTimes(reads.length)
    expect(reads.length).toBeGreaterThan(STEPS.length)
  })
})
