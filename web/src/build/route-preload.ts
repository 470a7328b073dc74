import type { Plugin, Rollup } from 'vite'
import { storageKeys } from '../lib/storage.ts'
import { inlineCall } from './inline-script.ts'

/**
 * The modules a case route loads before it shows anything, in order: the gate that reads the case
 * status (and the API client it calls with), the route's screen, and for /Censo/ the code that
 * asks for every step's data.
 */
const GATE = '/src/features/case/case-gates.ts'
const screen = (route: string, part = 'component') =>
  `/src/routes/_private/${route}.tsx?tsr-split=${part}`
export const ROUTE_MODULES: Record<string, string[]> = {
  '/Censo/': [
    GATE,
    screen('Censo', 'pendingComponent'),
    screen('Censo'),
    '/src/features/wizard/prefetch.ts',
  ],
  '/Status/': [GATE, screen('Status')],
  '/Review/': [GATE, screen('Review')],
}

/** Every chunk `fileNames` need, their static imports too, except the entry. */
function withImports(bundle: Rollup.OutputBundle, fileNames: string[]): string[] {
  const found = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || found.has(fileName)) return
    found.add(fileName)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const fileName of fileNames) visit(fileName)
  return [...found]
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
 * Runs in `<head>`: a person with a session opening a case route gets its chunks preloaded with
 * the entry, instead of one round trip after the other once the router has started (the gate's
 * code, then the case status, then the screen's). Anyone else preloads nothing. An inline script,
 * so it stands alone (no imports, no closures).
 */
export function preloadRouteChunks(routes: Record<string, string[]>, tokenKey: string): void {
  try {
    const files = routes[location.pathname]
    if (!files || !localStorage.getItem(tokenKey)) return
    // In a task of its own: adding a preload link costs a cheap phone a few milliseconds each,
    // too much to add to the task that parses the page.
    setTimeout(() => {
      for (const href of files) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = href
        document.head.append(link)
      }
    }, 0)
  } catch {
    // No storage: nothing is preloaded, the router loads the chunks as it goes.
  }
}

/**
 * Production builds: the case routes' chunks are preloaded from the HTML for a person with a
 * session (docs/decisions/025). On a slow network the gate's code, the API client and the
 * wizard's code then download beside the entry.
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'censo-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        return [
          {
            tag: 'script',
            children: inlineCall(preloadRouteChunks, routeChunks(bundle), storageKeys.token),
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
