import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'
import { QUIET_MS, whenRequestsSettle } from './requests-settled'

/** A request held until `answer()`. */
function held() {
  let resolve: ((value: string) => void) | undefined
  const promise = new Promise<string>((settle) => {
    resolve = settle
  })
  return { promise, answer: () => resolve?.('ok') }
}

describe('whenRequestsSettle', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves at the first look that finds no read and no write going', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const read = held()
    void client.prefetchQuery({ queryKey: ['status'], queryFn: () => read.promise })
    const write = held()
    const saving = client.getMutationCache().build(client, { mutationFn: () => write.promise })
    const settled = vi.fn()
    void whenRequestsSettle(client).then(settled)

    await vi.advanceTimersByTimeAsync(QUIET_MS)
    read.answer()
    void saving.execute(undefined)
    await vi.advanceTimersByTimeAsync(QUIET_MS)
    expect(settled).not.toHaveBeenCalled()
    write.answer()
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledTimes(1)
  })

  it('waits one interval even when nothing is going at the call', async () => {
    vi.useFakeTimers()
    const settled = vi.fn()
    void whenRequestsSettle(createQueryClient()).then(settled)
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledTimes(1)
  })
})
