import { afterEach, describe, expect, it } from 'vitest'
import {
  CONSENT_COOKIE,
  consentCookie,
  getConsent,
  hasConsent,
  parseConsent,
  saveConsent,
} from './consent'

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
})

describe('consent cookie', () => {
  it('is JSON with functional always on, expiring on 31 Dec 2099, for the whole site', () => {
    const cookie = consentCookie({ functional: true, preferences: true, statistics: false }, false)
    const [pair, ...attributes] = cookie.split('; ')
    expect(pair?.startsWith('censo_consent=')).toBe(true)
    expect(JSON.parse(decodeURIComponent(pair?.slice('censo_consent='.length) ?? ''))).toEqual({
      functional: true,
      preferences: true,
      statistics: false,
    })
    expect(attributes).toEqual(['expires=Thu, 31 Dec 2099 23:59:59 GMT', 'path=/', 'SameSite=Lax'])
    expect(
      consentCookie({ functional: true, preferences: false, statistics: false }, true),
    ).toMatch(/; Secure$/)
  })

  it('reads the stored choice back among other cookies, and ignores a broken one', () => {
    const value = encodeURIComponent('{"functional":true,"preferences":false,"statistics":true}')
    expect(parseConsent(`a=1; censo_consent=${value}; b=2`)).toEqual({
      functional: true,
      preferences: false,
      statistics: true,
    })
    expect(parseConsent('a=1')).toBeNull()
    expect(parseConsent('censo_consent=%7Bnot-json')).toBeNull()
    expect(parseConsent(`censo_consent=${encodeURIComponent('{"preferences":"yes"}')}`)).toBeNull()
  })

  it('saves into document.cookie and answers what was allowed', () => {
    expect(getConsent()).toBeNull()
    expect(hasConsent('statistics')).toBe(false)
    saveConsent({ preferences: false, statistics: true })
    expect(getConsent()).toEqual({ functional: true, preferences: false, statistics: true })
    expect(hasConsent('statistics')).toBe(true)
    expect(hasConsent('preferences')).toBe(false)
  })
})
