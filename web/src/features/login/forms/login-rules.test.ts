import { describe, expect, it } from 'vitest'
import { entity } from '@/test/metadata'
import { birthDateError, birthDateIso, canSubmitLogin, cpfError } from './login-rules'

const recife = entity('Recife')
const ready = { cpf: '529.982.247-25', nascimento: '01/02/1980', termos: true }

describe('canSubmitLogin', () => {
  it('allows sending with a valid CPF and date, the terms ticked and a captcha token', () => {
    expect(canSubmitLogin(ready, 'dev-1', recife)).toBe(true)
  })

  it('refuses while anything is missing', () => {
    expect(canSubmitLogin({ ...ready, cpf: '529.982.247-24' }, 'dev-1', recife)).toBe(false)
    expect(canSubmitLogin({ ...ready, cpf: '000.000.000-00' }, 'dev-1', recife)).toBe(false)
    expect(canSubmitLogin({ ...ready, nascimento: '31/02/1980' }, 'dev-1', recife)).toBe(false)
    expect(canSubmitLogin({ ...ready, nascimento: '01/02/198' }, 'dev-1', recife)).toBe(false)
    expect(canSubmitLogin({ ...ready, termos: false }, 'dev-1', recife)).toBe(false)
    expect(canSubmitLogin(ready, null, recife)).toBe(false)
    expect(canSubmitLogin(ready, 'dev-1', undefined)).toBe(false)
  })
})

describe('field messages', () => {
  it('shows the entity CPF message only once 11 digits form an invalid CPF', () => {
    expect(cpfError('529.982.247-2', recife)).toBeUndefined()
    expect(cpfError('529.982.247-25', recife)).toBeUndefined()
    expect(cpfError('529.982.247-24', recife)).toBe('CPF inválido para Recife')
    expect(cpfError('529.982.247-24', undefined)).toBe('CPF inválido')
  })

  it('checks a complete birth date and sends it as YYYY-MM-DD', () => {
    const now = new Date(2025, 5, 15)
    expect(birthDateIso('01/02/1980', now)).toBe('1980-02-01')
    expect(birthDateError('01/02/19', now)).toBeUndefined()
    expect(birthDateError('30/02/1980', now)).toBe('Data inválida. Informe no formato DD/MM/AAAA.')
    expect(birthDateError('01/01/2030', now)).toBe('A data de nascimento não pode ser no futuro.')
  })
})
