import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchWizard } from './prefetch'
import { STEPS } from './steps'

describe('prefetchWizard', () => {
  afterEach(() => vi.useRealTimers())

  it("starts one read per task, the first at once, until every step's reads are asked for", async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue()
    const done = prefetchWizard(client, 1007)
    expect(prefetch).toHaveBeenCalledOnce()
    for (let microtask = 0; microtask < 10; microtask++) await Promise.resolve()
    expect(prefetch).toHaveBeenCalledOnce()
    await vi.advanceTimersToNextTimerAsync()
    expect(prefetch.mock.calls.length).toBeGreaterThan(1)
    await vi.runAllTimersAsync()
    await done
    const reads = STEPS.flatMap((step) => step.prefetch(1007))
    expect(prefetch).toHaveBeenCalledTimes(reads.length)
    expect(reads.length).toBeGreaterThan(STEPS.length)
  })
})
