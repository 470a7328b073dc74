import { describe, expect, it } from 'vitest'
import { parseEnv } from './parse-env'

describe('parseEnv', () => {
  it('points every API at the mock server when nothing is configured', () => {
    const config = parseEnv({ VITE_API_SOCIAL: '', MODE: 'test' })
    expect(config.api.social).toBe('http://localhost:3333/social')
    expect(config.api.auth).toBe('http://localhost:3333/auth')
    expect(config.filesUrl).toBe('http://localhost:3333/files')
    expect(config.appId).toBe('censo')
    expect(config.apiKey).toBe('censo-dev-key')
    expect(config.recaptchaSiteKey).toBeUndefined()
  })

  it('takes real hosts from the environment without code changes', () => {
    const config = parseEnv({
      VITE_API_META: 'https://meta.example.gov.br/api',
      VITE_RECAPTCHA_SITE_KEY: 'site-key',
    })
    expect(config.api.meta).toBe('https://meta.example.gov.br/api')
    expect(config.recaptchaSiteKey).toBe('site-key')
  })

  it('has placeholder store links and the local chat stand-in unless configured', () => {
    const defaults = parseEnv({})
    expect(defaults.stores.android).toMatch(/^https:\/\/play\.google\.com\//)
    expect(defaults.stores.ios).toMatch(/^https:\/\/apps\.apple\.com\//)
    expect(defaults.chatScriptUrl).toBeUndefined()
    const configured = parseEnv({
      VITE_STORE_ANDROID: 'https://play.google.com/store/apps/details?id=br.gov.pe.censo',
      VITE_CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
    })
    expect(configured.stores.android).toBe(
      'https://play.google.com/store/apps/details?id=br.gov.pe.censo',
    )
    expect(configured.chatScriptUrl).toBe('https://chat.example.com/widget.js')
    expect(() => parseEnv({ VITE_CHAT_SCRIPT_URL: 'widget.js' })).toThrow(/VITE_CHAT_SCRIPT_URL/)
  })

  it('names the variable that is not a URL', () => {
    expect(() => parseEnv({ VITE_API_RH: 'not a url' })).toThrow(/VITE_API_RH/)
  })
})
