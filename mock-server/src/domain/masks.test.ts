import { describe, expect, it } from 'vitest'
import { fullPhone, maskCpf, maskEmail, maskPhone } from './masks'

const phone = {
  tel_id: 1,
  tel_tipo: 'M' as const,
  tel_ddi: '55',
  tel_ddd: '81',
  tel_prefixo: '99876',
  tel_sufixo: '4321',
  tel_class: 'R' as const,
  tel_obs: null,
}

describe('masks', () => {
  it('masks e-mails keeping the first and last letters and the domain', () => {
    expect(maskEmail('maria@gmail.com')).toBe('m***a@gmail.com')
    expect(maskEmail('a@b.com')).toBe('a***@b.com')
    expect(maskEmail('broken')).toBe('***')
  })

  it('masks phones keeping the area code, first digit and suffix', () => {
    expect(maskPhone(phone)).toBe('(81) 9****-4321')
    expect(maskPhone({ ...phone, tel_prefixo: '3222' })).toBe('(81) 3***-4321')
  })

  it('writes the full number in E.164', () => {
    expect(fullPhone(phone)).toBe('+5581998764321')
  })

  it('masks a CPF keeping only the middle six digits', () => {
    expect(maskCpf('12345678909')).toBe('***.456.789-**')
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**')
    expect(maskCpf(null)).toBe('N/D')
    expect(maskCpf('123')).toBe('N/D')
  })
})
