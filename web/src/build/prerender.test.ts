import { afterEach, describe, expect, it } from 'vitest'
import { firstFrameClass, pageHtml } from './prerender'

const KEYS = { token: 'token', consentCookie: 'censo_consent' }
const TEMPLATE =
  '<html><head><title>Recenseamento</title></head><body><div id="root"><div class="boot-splash"></div></div></body></html>'

function clearCookie() {
  document.cookie = 'censo_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
}

describe('firstFrameClass', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    clearCookie()
  })

  it('shows the written frame to a visitor of its own path without a session', () => {
    window.history.replaceState(null, '', '/Ajuda/')
    expect(firstFrameClass('/Ajuda/', 'token', 'censo_consent')).toBe('')
  })

  it('shows the splash on another path (a host fallback or the service worker serving it)', () => {
    window.history.replaceState(null, '', '/Censo/')
    expect(firstFrameClass('/', 'token', 'censo_consent')).toBe('boot-splash-only')
  })

  it('shows the splash to a person logged in (the frame is the logged-out screen)', () => {
    localStorage.setItem('token', 'a.b.c')
    expect(firstFrameClass('/', 'token', 'censo_consent')).toBe('boot-splash-only')
  })

  it('leaves the cookie banner out once the person answered it', () => {
    document.cookie = 'other=1; path=/'
    expect(firstFrameClass('/', 'token', 'censo_consent')).toBe('')
    document.cookie = 'censo_consent=%7B%7D; path=/'
    expect(firstFrameClass('/', 'token', 'censo_consent')).toBe('consent-given')
  })
})

describe('pageHtml', () => {
  it('puts the frame before the splash and the chooser in <head>', () => {
    const html = pageHtml(TEMPLATE, '/Ajuda/', '<main>Ajuda</main>', KEYS)
    expect(html).toContain(
      '<div id="root"><div class="prerendered"><main>Ajuda</main></div><div class="boot-splash">',
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('("/Ajuda/","token","censo_consent")</script>')
  })

  it('refuses a template without #root', () => {
    expect(() => pageHtml('<html></html>', '/', '', KEYS)).toThrow(/#root/)
  })
})
