import { describe, expect, it } from 'vitest'
import {
  ageOn,
  collectErrors,
  hasErrors,
  required,
  requiredDate,
  requiredPastDate,
  todayIso,
  notFutureDate,
  validCpf,
  validDate,
} from './field-rules'

describe('field rules', () => {
  it('required refuses empty and blank values with the spec text', () => {
    expect(required('')).toBe('Este campo deve ser preenchido')
    expect(required('   ')).toBe('Este campo deve ser preenchido')
    expect(required('x')).toBeUndefined()
  })

  it('validDate accepts real DD/MM/YYYY dates and leaves empty values to required', () => {
    expect(validDate('29/02/2024')).toBeUndefined()
    expect(validDate('29/02/2023')).toBe('Uma data válida deve ser informada')
    expect(validDate('31/04/2020')).toBe('Uma data válida deve ser informada')
    expect(validDate('01/02/20')).toBe('Uma data válida deve ser informada')
    expect(validDate('')).toBeUndefined()
  })

  it('notFutureDate accepts real dates up to today and leaves empty values to required', () => {
    const today = '2026-11-20'
    expect(notFutureDate(today)('20/11/2026')).toBeUndefined()
    expect(notFutureDate(today)('21/11/2026')).toBe('Uma data válida deve ser informada')
    expect(notFutureDate(today)('31/02/2020')).toBe('Uma data válida deve ser informada')
    expect(notFutureDate(today)('')).toBeUndefined()
  })

  it('requiredDate says "preenchido" when empty and "data válida" when wrong', () => {
    expect(requiredDate('')).toBe('Este campo deve ser preenchido')
    expect(requiredDate('32/01/2020')).toBe('Uma data válida deve ser informada')
    expect(requiredDate('31/01/2020')).toBeUndefined()
  })

  it('requiredPastDate says "preenchido" when empty, "data válida" when wrong or future', () => {
    const today = '2026-11-20'
    expect(requiredPastDate(today)('')).toBe('Este campo deve ser preenchido')
    expect(requiredPastDate(today)('21/11/2026')).toBe('Uma data válida deve ser informada')
    expect(requiredPastDate(today)('20/11/2026')).toBeUndefined()
  })

  it('validCpf checks a CPF, masked or not, and leaves empty values to required', () => {
    expect(validCpf('624.018.270-21')).toBeUndefined()
    expect(validCpf('62401827021')).toBeUndefined()
    expect(validCpf('624.018.270-22')).toBe('Um CPF válido deve ser informado')
    expect(validCpf('111.111.111-11')).toBe('Um CPF válido deve ser informado')
    expect(validCpf('  ')).toBeUndefined()
  })

  it('collects the messages of the failing fields only', () => {
    const errors = collectErrors({ a: '', b: 'ok' }, { a: required, b: required })
    expect(errors).toEqual({ a: 'Este campo deve ser preenchido' })
    expect(hasErrors(errors)).toBe(true)
    expect(hasErrors({})).toBe(false)
  })
})

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-11-20', '2026-11-20')).toBe(18)
    expect(ageOn('2008-11-21', '2026-11-20')).toBe(17)
    expect(ageOn('1968-04-15', '2026-11-20')).toBe(58)
  })

  it('answers the default age 10 when the birth date is unknown or in the future', () => {
    expect(ageOn(null, '2026-11-20')).toBe(10)
    expect(ageOn('', '2026-11-20')).toBe(10)
    expect(ageOn('2030-01-01', '2026-11-20')).toBe(10)
  })

  it('todayIso uses the local calendar date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})
