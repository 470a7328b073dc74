import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './tasks'

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it("yields through the browser's scheduler where it has one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToBrowser })
    const timer = vi.spyOn(globalThis, 'setTimeout')
    await nextTask()
    expect(yieldToBrowser).toHaveBeenCalledOnce()
    expect(timer).not.toHaveBeenCalled()
  })

  it('waits for a timer where the browser has no scheduler', async () => {
    vi.useFakeTimers()
    let done = false
    void nextTask().then(() => {
      done = true
    })
    for (let microtask = 0; microtask < 5; microtask++) await Promise.resolve()
    expect(done).toBe(false)
    await vi.advanceTimersToNextTimerAsync()
    expect(done).toBe(true)
  })
})
