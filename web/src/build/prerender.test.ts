import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstFrameClass, pageHtml } from './prerender'
import { entryMarkup } from './start-after-paint'

const KEYS = { token: 'token', consentCookie: 'censo_consent', deviceLocation: 'deviceLocation' }
const ENTRY = entryMarkup('/assets/index.js', ['/assets/libs.js'])
const TEMPLATE = `<html><head><title>Recenseamento</title>${ENTRY}<style></style></head><body><div id="root"><div class="boot-splash"></div></div></body></html>`

function clearCookie() {
  document.cookie = 'censo_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
}

describe('firstFrameClass', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    clearCookie()
    localStorage.clear()
    window.censoCaseStatusRead = undefined
  })

  it('shows the written frame to a visitor of its own path without a session', () => {
    window.history.replaceState(null, '', '/Ajuda/')
    expect(firstFrameClass('/Ajuda/', 'visitor', KEYS)).toBe('')
  })

  it('shows the splash on another path (a host fallback or the service worker serving it)', () => {
    window.history.replaceState(null, '', '/Censo/')
    expect(firstFrameClass('/', 'visitor', KEYS)).toBe('boot-splash-only')
  })

  it('shows the splash to a person logged in (the frame is the logged-out screen)', () => {
    localStorage.setItem('token', 'a.b.c')
    expect(firstFrameClass('/', 'visitor', KEYS)).toBe('boot-splash-only')
  })

  it('leaves the cookie banner out once the person answered it', () => {
    document.cookie = 'other=1; path=/'
    expect(firstFrameClass('/', 'visitor', KEYS)).toBe('')
    document.cookie = 'censo_consent=%7B%7D; path=/'
    expect(firstFrameClass('/', 'visitor', KEYS)).toBe('consent-given')
  })
})

function statusReadStarted() {
  window.censoCaseStatusRead = { pfId: 1007, response: Promise.resolve(null) }
}

describe("firstFrameClass of a returning person's frame (/Censo/)", () => {
  beforeEach(() => window.history.replaceState(null, '', '/Censo/'))
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    localStorage.clear()
    window.censoCaseStatusRead = undefined
    vi.unstubAllGlobals()
  })

  it("shows the frame once the page has started the person's case status read", () => {
    localStorage.setItem('token', 'a.b.c')
    statusReadStarted()
    expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('')
  })

  it('shows the splash to a visitor, or to a token the read was not started for', () => {
    expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('boot-splash-only')
    // An expired or app token: startCaseStatusRead (route-preload.ts) starts nothing.
    localStorage.setItem('token', 'a.b.c')
    expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('boot-splash-only')
  })

  it('shows the splash on another path served the same HTML', () => {
    statusReadStarted()
    window.history.replaceState(null, '', '/Status/')
    expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('boot-splash-only')
  })

  it('leaves the location question out once answered on this device', () => {
    statusReadStarted()
    localStorage.setItem('deviceLocation', 'something else')
    expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('')
    for (const answer of ['allowed', 'declined']) {
      localStorage.setItem('deviceLocation', answer)
      expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('device-location-answered')
    }
  })

  it('leaves the location question out where the browser cannot locate', () => {
    statusReadStarted()
    vi.stubGlobal('navigator', {})
    expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('device-location-answered')
  })

  it('adds the consent class as for a visitor', () => {
    statusReadStarted()
    document.cookie = 'censo_consent=%7B%7D; path=/'
    expect(firstFrameClass('/Censo/', 'person', KEYS)).toBe('consent-given')
    clearCookie()
  })
})

describe('pageHtml', () => {
  it('puts the frame before the splash and the chooser in <head>', () => {
    const html = pageHtml(TEMPLATE, '/Ajuda/', '<main>Ajuda</main>', KEYS)
    expect(html).toContain(
      '<div id="root"><div class="prerendered"><main>Ajuda</main></div><div class="boot-splash">',
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(
      '("/Ajuda/","visitor",{"token":"token","consentCookie":"censo_consent","deviceLocation":"deviceLocation"})</script>',
    )
  })

  it("writes /Censo/ as a person's frame, its chooser after the head's status read", () => {
    const template = TEMPLATE.replace('</head>', '<script>startCaseStatusRead()</script></head>')
    const html = pageHtml(template, '/Censo/', '<main>Recenseamento</main>', KEYS)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.indexOf('("/Censo/","person",')).toBeGreaterThan(
      head.indexOf('startCaseStatusRead()'),
    )
  })

  it("writes no route preloads, not even for a person's frame: the head's script adds them", () => {
    const html = pageHtml(TEMPLATE, '/Censo/', '', KEYS)
    expect(html).toContain(`${ENTRY}<style>`)
    expect(html).not.toContain('data-route-chunk')
  })

  it('refuses a template without #root', () => {
    expect(() => pageHtml('<html></html>', '/', '', KEYS)).toThrow(/#root/)
  })
})
