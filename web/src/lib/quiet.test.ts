import { afterEach, describe, expect, it, vi } from 'vitest'
import { QUIET_MS, whenQuiet } from './quiet'

describe('whenQuiet', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves once the app has been quiet at every look for QUIET_MS', async () => {
    vi.useFakeTimers()
    let busy = true
    const quiet = vi.fn()
    void whenQuiet(() => busy).then(quiet)
    await vi.advanceTimersByTimeAsync(3 * QUIET_MS)
    expect(quiet).not.toHaveBeenCalled()
    busy = false
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1)
    expect(quiet).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(quiet).toHaveBeenCalledTimes(1)
  })

  it('starts counting again when the app is busy at a look', async () => {
    vi.useFakeTimers()
    let busy = false
    const quiet = vi.fn()
    void whenQuiet(() => busy).then(quiet)
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2)
    busy = true
    await vi.advanceTimersByTimeAsync(QUIET_MS / 4)
    busy = false
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1)
    expect(quiet).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(quiet).toHaveBeenCalledTimes(1)
  })
})
