import type { Plugin, Rollup } from 'vite'
import { ROUTE_CHUNK_ATTRIBUTE } from '../lib/route-chunks.ts'
import { storageKeys } from '../lib/storage.ts'
import { SERVED_CONFIG_ID } from '../config/served-config.ts'
import { buildSettingOf, importForBuild, type BuildSetting } from './build-config.ts'
import { dependenciesFirst } from './chunk-order.ts'
import { inlineCall } from './inline-script.ts'

/**
 * The modules a case route loads before it shows anything, in order: the gate that reads the case
 * status (and the API client it calls with), the route's screen, and for /Censo/ the code that
 * asks for every step's data.
 */
const GATE = '/src/features/case/case-gates.ts'
const screen = (route: string) => `/src/routes/_private/${route}.tsx?tsr-split=component`
export const ROUTE_MODULES: Record<string, string[]> = {
  '/Censo/': [
    GATE,
    '/src/features/wizard/components/wizard-pending.tsx',
    screen('Censo'),
    '/src/features/wizard/prefetch.ts',
  ],
  '/Status/': [GATE, screen('Status')],
  '/Review/': [GATE, screen('Review')],
}

/** The chunks the page loads anyway: the entry and what it imports (the libraries' chunk). */
function initialChunks(bundle: Rollup.OutputBundle): Set<string> {
  const initial = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || initial.has(fileName)) return
    initial.add(fileName)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName)
  }
  return initial
}

/**
 * Every chunk `fileNames` need, their static imports too, except the page's initial chunks; each
 * after the chunks it imports, the order in which the app evaluates them (lib/route-chunks.ts).
 */
function withImports(bundle: Rollup.OutputBundle, fileNames: string[]): string[] {
  const found = new Set<string>()
  const initial = initialChunks(bundle)
  const importsOf = (fileName: string) => {
    const chunk = bundle[fileName]
    return chunk?.type === 'chunk' ? chunk.imports : []
  }
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || initial.has(fileName) || found.has(fileName)) return
    found.add(fileName)
    for (const imported of importsOf(fileName)) visit(imported)
  }
  for (const fileName of fileNames) visit(fileName)
  return dependenciesFirst([...found], importsOf)
}

/** The chunk files each case route needs, from the build's bundle. */
export function routeChunks(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  )
  return Object.fromEntries(
    Object.entries(ROUTE_MODULES).map(([path, modules]) => {
      const files = modules.map((module) => {
        const chunk = chunks.find((each) => each.facadeModuleId?.endsWith(module))
        if (!chunk) throw new Error(`route-preload: no chunk for ${module}`)
        return chunk.fileName
      })
      return [path, withImports(bundle, files).map((file) => `/${file}`)]
    }),
  )
}

/**
 * The entry and its imports as preload links written into the page's HTML (start-after-paint.ts):
 * the browser's preload scanner starts them while it parses the page. At low priority: the page
 * paints from its HTML, and no script runs before that paint (start-after-paint.ts); Lighthouse's
 * simulation counts a high-priority script that has arrived before the first paint as blocking
 * it (docs/decisions/025). A route's chunks are added by a script instead (below).
 */
export function modulePreloadLinks(files: string[]): string {
  return files
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('')
}

/**
 * Runs in `<head>`: a person with a session opening a case route gets its chunks preloaded with
 * the entry, instead of one round trip after the other once the router has started (the gate's
 * code, then the case status, then the screen's). Anyone else preloads nothing. An inline script,
 * so it stands alone (no imports, no closures).
 */
export function preloadRouteChunks(
  routes: Record<string, string[]>,
  tokenKey: string,
  routeChunkAttribute: string,
): void {
  try {
    const files = routes[location.pathname]
    if (!files || !localStorage.getItem(tokenKey)) return
    // In a task of its own: adding a preload link costs a cheap phone a few milliseconds each,
    // too much to add to the task that parses the page. Even /Censo/, whose person's frame is in
    // its HTML: written there, its two dozen links made the parse of a reload the opening's
    // longest task (issue 41).
    setTimeout(() => {
      for (const href of files) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.fetchPriority = 'low'
        link.setAttribute(routeChunkAttribute, '')
        link.href = href
        document.head.append(link)
      }
    }, 0)
  } catch {
    // No storage: nothing is preloaded, the router loads the chunks as it goes.
  }
}

/** Where the placeholder of the person's pf_id sits in the case status URL the build writes. */
export const PF_ID_SLOT = ':pf_id'

/**
 * Runs in `<head>`: a person with a session opening a case route has the case status asked at
 * once, beside the entry's download, instead of after the app has started
 * (`window.censoCaseStatusRead`, taken by the status query of that person, case-status.ts). The
 * same GET as the app's client (JSON accepted, the person token as bearer). Nothing is asked
 * without a person token that is still valid, or on another path. An inline script, so it stands
 * alone (no imports, no closures).
 */
export function startCaseStatusRead(
  configId: string,
  pathWithSlot: string,
  slot: string,
  paths: string[],
  tokenKey: string,
): void {
  try {
    const token = localStorage.getItem(tokenKey)
    if (!token || !paths.includes(location.pathname)) return
    // The recad API's base the page was served with (src/config/served-config.ts).
    const served: { api: { recad: string } } = JSON.parse(
      document.getElementById(configId)?.textContent ?? '',
    )
    const base = served.api.recad.endsWith('/') ? served.api.recad : `${served.api.recad}/`
    const urlWithSlot = new URL(pathWithSlot, base).href
    const payload = token.split('.')[1] ?? ''
    // Only a number and a date are read: the rest of the payload may be mangled by atob's bytes.
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown
      user?: { pfid?: unknown }
    }
    const pfId = claims.user?.pfid
    if (typeof pfId !== 'number') return
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return
    window.censoCaseStatusRead = {
      pfId,
      response: fetch(urlWithSlot.replace(slot, String(pfId)), {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      }).catch(() => null),
    }
  } catch {
    // No storage, no readable token or no configuration: the gate asks for the status itself.
  }
}

/**
 * Production builds: for a person with a session, the case routes' chunks are preloaded and the
 * case status asked from the HTML (docs/decisions/025). On a slow network the gate's code, the
 * API client and the wizard's code then download beside the entry, and the status the gate
 * waits for comes with them.
 */
export function routePreloadPlugin(): Plugin {
  let statusPath = ''
  let setting: BuildSetting | undefined
  return {
    name: 'censo-route-preload',
    apply: 'build',
    configResolved(config) {
      setting = buildSettingOf(config)
    },
    async buildStart() {
      if (!setting) throw new Error('route-preload: the build started before its config')
      const contract = await importForBuild<{ caseStatusPath: (pfId: string) => string }>(
        '@censo/contracts/client/recad/case',
        setting,
      )
      statusPath = contract.caseStatusPath(PF_ID_SLOT)
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        const statusRead = inlineCall(
          startCaseStatusRead,
          SERVED_CONFIG_ID,
          statusPath,
          PF_ID_SLOT,
          Object.keys(ROUTE_MODULES),
          storageKeys.token,
        )
        return [
          { tag: 'script', children: statusRead, injectTo: 'head' },
          {
            tag: 'script',
            children: inlineCall(
              preloadRouteChunks,
              routeChunks(bundle),
              storageKeys.token,
              ROUTE_CHUNK_ATTRIBUTE,
            ),
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
