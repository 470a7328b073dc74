import { describe, expect, it } from 'vitest'
import { detectEnvironment } from './environment'

describe('detectEnvironment', () => {
  it('is test on localhost, special *.localhost hosts and alpha hosts', () => {
    expect(detectEnvironment('localhost:5173')).toBe('test')
    expect(detectEnvironment('ipsl.localhost:5173')).toBe('test')
    expect(detectEnvironment('censo-alpha.example.gov.br')).toBe('test')
  })

  it('is production anywhere else', () => {
    expect(detectEnvironment('censo.example.gov.br')).toBe('production')
    expect(detectEnvironment('127.0.0.1:4173')).toBe('production')
  })

  it('reads the current page host by default', () => {
    expect(detectEnvironment()).toBe(
      window.location.host.includes('localhost') ? 'test' : 'production',
    )
  })
})
