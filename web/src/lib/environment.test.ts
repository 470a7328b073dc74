import { describe, expect, it } from 'vitest'
import { detectEnvironment } from './environment'

describe('detectEnvironment', () => {
  // Test on localhost, special *.localhost hosts and alpha hosts; production anywhere else.
  it.each([
    ['localhost:5173', 'test'],
    ['ipsl.localhost:5173', 'test'],
    ['censo-alpha.example.gov.br', 'test'],
    ['censo.example.gov.br', 'production'],
    ['127.0.0.1:4173', 'production'],
  ])('%s is %s', (host, environment) => {
    expect(detectEnvironment(host)).toBe(environment)
  })

  it('reads the current page host by default', () => {
    expect(detectEnvironment()).toBe(
      window.location.host.includes('localhost') ? 'test' : 'production',
    )
  })
})
