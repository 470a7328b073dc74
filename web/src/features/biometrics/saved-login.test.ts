import { describe, expect, it, vi } from 'vitest'
import { clearSavedLogin, readSavedLogin, saveLogin } from './saved-login'

const unreachable = () => {
  throw new DOMException('denied', 'SecurityError')
}

const valid = {
  cpf: '52998224725',
  nascimento: '1968-04-15',
  oid: 'tst-recife',
  credentialId: 'cred-1',
}

describe('readSavedLogin', () => {
  it('is active with a valid CPF, a YYYY-MM-DD date and an oid', () => {
    saveLogin(valid)
    expect(localStorage.getItem('cpf')).toBe('52998224725')
    expect(localStorage.getItem('nascimento')).toBe('1968-04-15')
    expect(localStorage.getItem('oid')).toBe('tst-recife')
    expect(readSavedLogin()).toEqual(valid)
  })

  it('is not active when nothing was saved', () => {
    expect(readSavedLogin()).toBeNull()
  })

  it.each([
    ['a CPF with a wrong check digit', { cpf: '52998224724' }],
    ['an all-zero CPF', { cpf: '00000000000' }],
    ['a date in DD/MM/YYYY', { nascimento: '15/04/1968' }],
    ['an impossible date', { nascimento: '1968-02-30' }],
    ['no oid', { oid: '' }],
  ])('is not active with %s', (_case, change) => {
    saveLogin({ ...valid, ...change })
    expect(readSavedLogin()).toBeNull()
  })

  it('removes cpf, nascimento and oid when reading throws', () => {
    saveLogin(valid)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = {
      getItem: unreachable,
      setItem: unreachable,
      removeItem: (key: string) => localStorage.removeItem(key),
    }
    expect(readSavedLogin(() => failing)).toBeNull()
    expect(localStorage.getItem('cpf')).toBeNull()
    expect(localStorage.getItem('nascimento')).toBeNull()
    expect(localStorage.getItem('oid')).toBeNull()
    expect(localStorage.getItem('biometricCredential')).toBeNull()
  })

  it('does not throw when even the storage itself is out of reach', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readSavedLogin(unreachable)).toBeNull()
  })
})

describe('clearSavedLogin', () => {
  it('removes the saved login and its credential id, and leaves the rest', () => {
    saveLogin(valid)
    localStorage.setItem('token', 'kept')
    clearSavedLogin()
    expect(readSavedLogin()).toBeNull()
    expect(localStorage.getItem('biometricCredential')).toBeNull()
    expect(localStorage.getItem('token')).toBe('kept')
  })
})
