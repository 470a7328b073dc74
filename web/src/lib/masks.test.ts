import { describe, expect, it } from 'vitest'
import { applyMask, maskDigits, masks } from './masks'

describe('applyMask', () => {
  it('formats a CPF as ###.###.###-##', () => {
    expect(applyMask('52998224725', masks.cpf)).toBe('529.982.247-25')
  })

  it('keeps partial input without a dangling separator', () => {
    expect(applyMask('529', masks.cpf)).toBe('529')
    expect(applyMask('5299', masks.cpf)).toBe('529.9')
    expect(applyMask('0102', masks.date)).toBe('01/02')
  })

  it('drops letters and cuts extra digits', () => {
    expect(applyMask('01a02b19801234', masks.date)).toBe('01/02/1980')
    expect(applyMask('1234567', masks.code)).toBe('123456')
  })

  it('re-formats text that already has the mask (editing)', () => {
    expect(applyMask('529.982.247-2', masks.cpf)).toBe('529.982.247-2')
    expect(applyMask('', masks.cpf)).toBe('')
  })

  it('counts the digits of a pattern', () => {
    expect(maskDigits(masks.cpf)).toBe(11)
    expect(maskDigits(masks.code)).toBe(6)
  })
})
