import { describe, expect, it } from 'vitest'
import { documentsRecordFields } from './documents'
import { exchangeFieldSchema, exchangePersonSchema } from './exchange'
import { profileRecordFields } from './profile'

describe('the person record of the exchange', () => {
  it('lets callers ask for exactly the fields the record answers, in the same order', () => {
    const answered = Object.keys(exchangePersonSchema.shape).filter((key) => key !== 'pf_id')
    expect(exchangeFieldSchema.options).toEqual(answered)
  })

  it("holds every step's fields, each once (the parts do not overlap)", () => {
    const fields = exchangeFieldSchema.options
    expect(new Set(fields).size).toBe(fields.length)
    expect(fields).toEqual(
      expect.arrayContaining([...profileRecordFields, ...documentsRecordFields]),
    )
  })
})
