import { describe, expect, it } from 'vitest'
import { allowScriptOrigin, scriptUrl } from './trusted-types'

describe('the Trusted Types policy of script addresses', () => {
  it("lets the app's own scripts through, and another origin only once the app names it", () => {
    expect(scriptUrl('/sw.js')).toBe('/sw.js')
    expect(() => scriptUrl('https://evil.example/x.js')).toThrow(/not the app's/)
    allowScriptOrigin('https://www.google.com/recaptcha/api.js')
    expect(scriptUrl('https://www.google.com/recaptcha/api.js?hl=pt-BR')).toBe(
      'https://www.google.com/recaptcha/api.js?hl=pt-BR',
    )
    expect(() => scriptUrl('https://www.google.com.evil.example/api.js')).toThrow()
  })
})
