import type { Rollup } from 'vite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { caseStatusPath } from '@censo/contracts/client/recad/case'
import { config } from '@/config/env'
import { SERVED_CONFIG_ID } from '@/config/served-config'
import { servedWith } from '@/test/served-config'
import { fakeJwt, sampleUser } from '../test/jwt'
import {
  modulePreloadLinks,
  PF_ID_SLOT,
  preloadRouteChunks,
  ROUTE_MODULES,
  routeChunks,
  startCaseStatusRead,
} from './route-preload'

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
) {
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- only the fields routeChunks reads
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    isEntry,
  } as unknown as Rollup.OutputChunk
}

/** A bundle with a chunk for every module the case routes name, sharing an API chunk. */
function bundle(): Rollup.OutputBundle {
  const chunks = [
    chunk('assets/libs.js', null),
    chunk('assets/index.js', '/w/src/main.tsx', ['assets/libs.js'], true),
    chunk('assets/api.js', null, ['assets/index.js', 'assets/libs.js']),
    chunk('assets/gate.js', '/w/src/features/case/case-gates.ts', [
      'assets/index.js',
      'assets/api.js',
    ]),
    chunk('assets/steps.js', null, ['assets/api.js']),
    chunk('assets/prefetch.js', '/w/src/features/wizard/prefetch.ts', ['assets/steps.js']),
    ...['Censo', 'Status', 'Review'].map((route) =>
      chunk(`assets/${route}.js`, `/w/src/routes/_private/${route}.tsx?tsr-split=component`, [
        'assets/index.js',
      ]),
    ),
    chunk('assets/frame.js', '/w/src/features/wizard/components/wizard-pending.tsx', [
      'assets/index.js',
    ]),
  ]
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]))
}

describe('modulePreloadLinks', () => {
  it('writes module preload links as the script adds them (CORS mode, low priority)', () => {
    expect(modulePreloadLinks(['/assets/a.js', '/assets/b.js'])).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/b.js">',
    )
    expect(modulePreloadLinks([])).toBe('')
  })
})

describe('routeChunks', () => {
  it('lists each case route’s chunks with what they import, each after its imports, never the entry nor its imports', () => {
    const routes = routeChunks(bundle())
    expect(Object.keys(routes)).toEqual(Object.keys(ROUTE_MODULES))
    expect(routes['/Censo/']).toEqual([
      '/assets/api.js',
      '/assets/gate.js',
      '/assets/frame.js',
      '/assets/Censo.js',
      '/assets/steps.js',
      '/assets/prefetch.js',
    ])
    expect(routes['/Status/']).toEqual(['/assets/api.js', '/assets/gate.js', '/assets/Status.js'])
  })

  it('fails the build when a module has no chunk of its own any more', () => {
    const incomplete = bundle()
    Reflect.deleteProperty(incomplete, 'assets/gate.js')
    expect(() => routeChunks(incomplete)).toThrow(/case-gates/)
  })
})

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  )

describe('preloadRouteChunks', () => {
  const routes = { '/Censo/': ['/assets/gate.js', '/assets/api.js'] }
  const run = () => preloadRouteChunks(routes, 'token', 'data-route-chunk')

  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove()
    window.history.replaceState(null, '', '/')
  })

  it('preloads a case route’s chunks for a person with a session', async () => {
    window.history.replaceState(null, '', '/Censo/')
    localStorage.setItem('token', 'a.b.c')
    run()
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/gate.js', '/assets/api.js']))
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
      expect(link.fetchPriority).toBe('low')
      expect(link.hasAttribute('data-route-chunk')).toBe(true)
    }
  })

  it('preloads nothing without a session or on another path', async () => {
    window.history.replaceState(null, '', '/Censo/')
    run()
    localStorage.setItem('token', 'a.b.c')
    window.history.replaceState(null, '', '/Ajuda/')
    run()
    // A later task, where the links would have been added.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(preloaded()).toEqual([])
  })
})

describe('startCaseStatusRead', () => {
  const run = () =>
    startCaseStatusRead(
      SERVED_CONFIG_ID,
      caseStatusPath(PF_ID_SLOT),
      PF_ID_SLOT,
      ['/Censo/', '/Status/'],
      'token',
    )

  beforeEach(() => {
    servedWith({ ...config, api: { ...config.api, recad: 'https://recad.example/api' } })
  })
  const future = () => Math.floor(Date.now() / 1000) + 3600

  afterEach(() => {
    window.censoCaseStatusRead = undefined
    window.history.replaceState(null, '', '/')
    document.getElementById(SERVED_CONFIG_ID)?.remove()
  })

  it("asks the person's case status on a case route, as the client does", async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const token = fakeJwt({ user: sampleUser, exp: future() })
    localStorage.setItem('token', token)
    window.history.replaceState(null, '', '/Status/')
    run()
    expect(fetch).toHaveBeenCalledWith(
      `https://recad.example/api/v1/higienize-segurado/${sampleUser.pfid}/`,
      { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
    )
    expect(window.censoCaseStatusRead?.pfId).toBe(sampleUser.pfid)
    await expect(window.censoCaseStatusRead?.response).resolves.toBeInstanceOf(Response)
  })

  it('asks nothing on another path, without a session, or with an expired or app token', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    window.history.replaceState(null, '', '/Censo/')
    run()
    localStorage.setItem('token', fakeJwt({ user: sampleUser, exp: 1 }))
    run()
    localStorage.setItem('token', fakeJwt({ app: 'censo' }))
    run()
    localStorage.setItem('token', 'not-a-jwt')
    run()
    localStorage.setItem('token', fakeJwt({ user: sampleUser, exp: future() }))
    window.history.replaceState(null, '', '/Ajuda/')
    run()
    expect(fetch).not.toHaveBeenCalled()
    expect(window.censoCaseStatusRead).toBeUndefined()
  })

  it('gives a null answer when the request could not be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    localStorage.setItem('token', fakeJwt({ user: sampleUser }))
    window.history.replaceState(null, '', '/Censo/')
    run()
    await expect(window.censoCaseStatusRead?.response).resolves.toBeNull()
  })
})
