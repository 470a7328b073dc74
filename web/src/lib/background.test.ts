import { describe, expect, it } from 'vitest'
import { settleBackground, startInBackground } from './background'
import { pause } from './tasks'

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
