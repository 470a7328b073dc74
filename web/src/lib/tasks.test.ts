import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask, pause, settleBackground, startInBackground } from './tasks'

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

describe('work in the background', () => {
  it('is waited for until it ends, however it ends', async () => {
    const ended: string[] = []
    startInBackground(pause(20).then(() => ended.push('reads')))
    startInBackground(
      pause(10).then(() => {
        ended.push('failed')
        throw new Error('a read failed')
      }),
    )
    await settleBackground(2_000)
    expect(ended.toSorted()).toEqual(['failed', 'reads'])
  })

  it('is waited for at most the time given, then forgotten', async () => {
    startInBackground(new Promise(() => {}))
    const started = Date.now()
    await settleBackground(50)
    expect(Date.now() - started).toBeLessThan(1_000)
    // Forgotten: the next wait has nothing left to wait for.
    const next = Date.now()
    await settleBackground(5_000)
    expect(Date.now() - next).toBeLessThan(1_000)
  })
})
