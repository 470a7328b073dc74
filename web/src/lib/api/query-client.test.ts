import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'

describe('createQueryClient', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps a read for the life of the page, with no collection timer', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const observer = new QueryObserver(client, {
      queryKey: ['phones', 1007],
      queryFn: () => Promise.resolve(['(81) 98877-6655']),
    })
    const unsubscribe = observer.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    unsubscribe()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
    expect(client.getQueryData(['phones', 1007])).toEqual(['(81) 98877-6655'])
  })
})
