import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing'
import { OUTBOX_SIZE } from './outbox'

const test = useTestApp()

describe('the outbox (issue 12 §4)', () => {
  it('keeps the newest messages within its bound, with ids that keep growing', async () => {
    const sent: number[] = []
    await test.app.store.update((data) => {
      for (let index = 0; index < OUTBOX_SIZE + 25; index++) {
        const message = test.app.outbox.send(data, {
          channel: 'sms',
          to: '(81) 9****-4321',
          pf_id: 1001,
          resource_id: 5001,
          code: String(index).padStart(6, '0'),
        })
        sent.push(message.id)
      }
    })
    const { outbox } = test.app.store.data
    expect(outbox).toHaveLength(OUTBOX_SIZE)
    expect(outbox[0]?.id).toBe(sent[25])
    expect(outbox.at(-1)?.id).toBe(sent.at(-1))
    expect(new Set(sent).size).toBe(sent.length)
  })
})
