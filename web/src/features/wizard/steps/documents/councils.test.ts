import { councilAcronymSchema } from '@censo/contracts'
import { describe, expect, it } from 'vitest'
import { COUNCILS, councilOptions } from './councils'

describe('professional councils', () => {
  it('lists about 50 councils, each acronym unique and accepted by the contract', () => {
    expect(COUNCILS.length).toBeGreaterThanOrEqual(45)
    const acronyms = COUNCILS.map((council) => council.acronym.toUpperCase())
    expect(new Set(acronyms).size).toBe(acronyms.length)
    for (const { acronym } of COUNCILS) {
      expect(councilAcronymSchema.safeParse(acronym).success, acronym).toBe(true)
    }
  })

  it('includes the common ones and shows acronym and name', () => {
    for (const acronym of ['CRM', 'CRO', 'CREA', 'OAB', 'COREN', 'CRC', 'CRP', 'CREF', 'CRF']) {
      expect(
        COUNCILS.some((council) => council.acronym === acronym),
        acronym,
      ).toBe(true)
    }
    expect(councilOptions.find((option) => option.value === 'OAB')?.label).toBe(
      'OAB - Ordem dos Advogados do Brasil',
    )
  })
})
