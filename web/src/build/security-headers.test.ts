import { describe, expect, it } from 'vitest'
import { FIXED_SECURITY_HEADERS, nginxSecurityHeaders } from './security-headers'

describe('the security headers as nginx lines', () => {
  it('sends each header on every answer, under its reason in comment lines of at most 100 characters', () => {
    const text = nginxSecurityHeaders(FIXED_SECURITY_HEADERS)
    for (const { name, value } of FIXED_SECURITY_HEADERS) {
      expect(text).toContain(`\nadd_header ${name} "${value}" always;\n`)
    }
    const lines = text.split('\n')
    expect(lines.filter((line) => line.startsWith('#')).every((line) => line.length <= 100)).toBe(
      true,
    )
    const permissions = lines.findIndex((line) => line.startsWith('add_header Permissions-Policy'))
    expect(lines.slice(permissions - 4, permissions).every((line) => line.startsWith('# '))).toBe(
      true,
    )
  })

  it('allows only the camera and geolocation, for this origin', () => {
    const value = FIXED_SECURITY_HEADERS.find(({ name }) => name === 'Permissions-Policy')?.value
    const features = (value ?? '').split(', ').map((entry) => entry.split('='))
    expect(features.filter(([, allow]) => allow !== '()')).toEqual([
      ['camera', '(self)'],
      ['geolocation', '(self)'],
    ])
  })

  it('refuses a value nginx would misread (a quote ends it, a dollar reads a variable)', () => {
    for (const value of ['a"b', 'a$host']) {
      expect(() => nginxSecurityHeaders([{ name: 'X-Test', value, why: 'test' }])).toThrow(
        /X-Test has a character nginx cannot take/,
      )
    }
  })
})
