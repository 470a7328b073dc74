import { describe, expect, it } from 'vitest'
import { formatProtocol, parseProtocol } from './protocol'

describe('formatProtocol', () => {
  it('upper-cases the validation hash and splits it into six dash-separated pairs', () => {
    expect(formatProtocol('a3f91c0b7d2e')).toBe('A3-F9-1C-0B-7D-2E')
    expect(formatProtocol('A3F91C0B7D2E')).toBe('A3-F9-1C-0B-7D-2E')
  })

  it('ignores surrounding spaces and leaves an odd tail as a single character', () => {
    expect(formatProtocol(' 0123456789ab ')).toBe('01-23-45-67-89-AB')
    expect(formatProtocol('abc')).toBe('AB-C')
    expect(formatProtocol('')).toBe('')
  })
})

describe('parseProtocol', () => {
  it('takes the protocol with or without dashes or spaces, in any case', () => {
    for (const typed of [
      'A3-F9-1C-0B-7D-2E',
      'a3f91c0b7d2e',
      ' a3 f9 1c-0B-7d-2E ',
      'A3F91C0B7D2E',
    ]) {
      expect(parseProtocol(typed)).toBe('a3f91c0b7d2e')
    }
  })

  it('refuses anything that is not twelve hex digits', () => {
    for (const typed of [
      '',
      'A3-F9-1C-0B-7D',
      'A3-F9-1C-0B-7D-2E-00',
      'G3-F9-1C-0B-7D-2E',
      '../etc',
    ]) {
      expect(parseProtocol(typed)).toBeNull()
    }
  })
})
