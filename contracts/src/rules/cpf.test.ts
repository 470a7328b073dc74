import { describe, expect, it } from 'vitest'
import { cpfDigits, cpfFromBase, formatCpf, isValidCpf } from './cpf'

describe('CPF rules', () => {
  it('accepts CPFs whose check digits are right, masked or not', () => {
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224724')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
  })

  it('refuses eleven equal digits, zeros included', () => {
    expect(isValidCpf('00000000000')).toBe(false)
    expect(isValidCpf('11111111111')).toBe(false)
  })

  it('completes nine digits with valid check digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725')
    expect(cpfFromBase('111444777')).toBe('11144477735')
    expect(isValidCpf(cpfFromBase('000000001'))).toBe(true)
    expect(() => cpfFromBase('12345')).toThrow('9 digits')
  })

  it('formats 11 digits and leaves anything else as given', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCpf('5299822')).toBe('5299822')
    expect(cpfDigits('529.982.247-25')).toBe('52998224725')
  })
})
