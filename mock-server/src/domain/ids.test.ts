import { describe, expect, it } from 'vitest'
import { idsOf, nextId } from './ids'

describe('nextId', () => {
  it('follows the largest id, or the floor when there is none above it', () => {
    expect(nextId([3, 9, 4])).toBe(10)
    expect(nextId([])).toBe(1)
    expect(nextId([12], 9000)).toBe(9001)
  })

  it('takes more ids than a spread into Math.max could', () => {
    const many = Array.from({ length: 300_000 }, (_, index) => index)
    expect(nextId(many)).toBe(300_000)
  })

  it('reads the ids of every person’s list, absent lists included', () => {
    const persons = [{ items: [{ id: 2 }, { id: 7 }] }, {}, { items: [{ id: 5 }] }]
    const ids = idsOf(
      persons,
      (person: { items?: { id: number }[] }) => person.items,
      (item) => item.id,
    )
    expect([...ids]).toEqual([2, 7, 5])
  })
})
