import { metaAnswerSchema, metadataSchema } from '@censo/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { metadata } from '@/test/metadata'
import { parseInTasks } from './parse-in-tasks'

const person = z.object({
  name: z.string(),
  age: z.number().check(z.int()),
  nickname: z.optional(z.string()),
})

const failureOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('parseInTasks', () => {
  afterEach(() => vi.useRealTimers())

  it("gives what the schema's own parse gives: unknown keys dropped, absent optional keys absent", async () => {
    const input = { name: 'Ana', age: 70, extra: true }
    const parsed = await parseInTasks(person, input)
    expect(parsed).toStrictEqual(person.parse(input))
    expect(Object.keys(parsed)).toEqual(['name', 'age'])
    const withUndefined = { name: 'Ana', age: 70, nickname: undefined }
    expect(Object.keys(await parseInTasks(person, withUndefined))).toEqual(
      Object.keys(person.parse(withUndefined)),
    )
  })

  it('parses the metadata as its schema does', async () => {
    const value = { ...metadata(), host: undefined, unknown_key: 1 }
    expect(await parseInTasks(metadataSchema, value)).toStrictEqual(metadataSchema.parse(value))
  })

  it("fails with the schema's own error, its path included", async () => {
    for (const input of [{ name: 'Ana', age: 7.5 }, 'Ana', null, [1]]) {
      const expected = failureOf(() => person.parse(input))
      await expect(parseInTasks(person, input)).rejects.toEqual(expected)
    }
  })

  it("parses a metadata answer's items one by one, as its schema does", async () => {
    const answer = { items: [{ key: 'censo', value: metadata() }, { value: metadata() }] }
    const parsed = await parseInTasks(metaAnswerSchema, answer)
    expect(parsed).toStrictEqual(metaAnswerSchema.parse(answer))
    expect(Array.isArray(parsed.items)).toBe(true)
    const broken = { items: [answer.items[0], { value: { login: 1 } }] }
    const expected = failureOf(() => metaAnswerSchema.parse(broken))
    await expect(parseInTasks(metaAnswerSchema, broken)).rejects.toEqual(expected)
  })

  it('fails deep in a record with the same error as the whole schema', async () => {
    const value = metadata()
    const [entityId = ''] = Object.keys(value.censo_domain)
    const broken = { ...value, censo_domain: { ...value.censo_domain, [entityId]: { nome: 1 } } }
    const expected = failureOf(() => metadataSchema.parse(broken))
    await expect(parseInTasks(metadataSchema, broken)).rejects.toEqual(expected)
  })

  it('keeps an object check: such a schema is parsed whole', async () => {
    const adult = person.check(z.refine((value) => value.age >= 18, 'menor de idade'))
    await expect(parseInTasks(adult, { name: 'Bia', age: 12 })).rejects.toThrow('menor de idade')
  })

  it('lets the next task run once a slice has taken its time, and only then', async () => {
    vi.useFakeTimers()
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const fast = parseInTasks(person, { name: 'Ana', age: 70 })
    await expect(fast).resolves.toEqual({ name: 'Ana', age: 70 })

    const slow = z.object({
      first: z.pipe(
        z.string(),
        z.transform((value) => ((now += 10), value)),
      ),
      second: z.string(),
    })
    let done = false
    const parsing = parseInTasks(slow, { first: 'a', second: 'b' }).then((value) => {
      done = true
      return value
    })
    // Without a new task, the whole parse would end within these microtasks.
    for (let microtask = 0; microtask < 100; microtask++) await Promise.resolve()
    expect(done).toBe(false)
    await vi.runAllTimersAsync()
    await expect(parsing).resolves.toEqual({ first: 'a', second: 'b' })
  })
})
