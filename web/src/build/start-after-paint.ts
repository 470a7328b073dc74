import type { Plugin } from 'vite'
import { inlineCall } from './inline-script.ts'
import { dependenciesFirst } from './chunk-order.ts'
import { modulePreloadLinks } from './route-preload.ts'

/**
 * Runs in `<head>` in place of the entry's module script: once the page is parsed and its next
 * frame painted, the app starts. A module script runs as soon as the page is parsed, and when it
 * had already arrived (a fast network, the service worker's cache) the browser evaluated the
 * entry (over 100 ms on a cheap phone) before painting the frame written into the HTML. The
 * entry's imports (the libraries' chunk) are evaluated first, each in a task of its own, then
 * the entry: two shorter tasks instead of one long one. Their downloads start at once (the
 * preload links). A page opened in a tab not shown has no frame to paint: the app starts at once.
 * An inline script, so it stands alone (no imports, no closures).
 */
export function startAfterFirstPaint(
  entry: string,
  imports: string[],
  load: (src: string) => Promise<unknown> = (src) => import(src),
): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const queue = [...imports, entry]
    const next = () => {
      const src = queue.shift()
      if (src) void load(src).then(() => setTimeout(next, 0))
    }
    next()
  }
  const afterNextFrame = () => {
    if (document.visibilityState !== 'visible') return start()
    // A timer set in the frame's callback runs once that frame is painted.
    requestAnimationFrame(() => setTimeout(start, 0))
    document.addEventListener('visibilitychange', start, { once: true })
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterNextFrame, { once: true })
  } else afterNextFrame()
}

/** The preload link and the starter that replace the entry's module script. */
export function entryMarkup(src: string, imports: string[]): string {
  return `${modulePreloadLinks([src])}<script>${inlineCall(startAfterFirstPaint, src, imports)}</script>`
}

/**
 * Production builds start the app after the first paint (docs/decisions/027): the entry's module
 * script becomes a preload link and an inline starter.
 */
export function startAfterPaintPlugin(): Plugin {
  return {
    name: 'censo-start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        const tags = html.match(/<script type="module" crossorigin src="[^"]+"><\/script>/g) ?? []
        const [tag] = tags
        if (!tag || tags.length > 1) {
          throw new Error(`start-after-paint: expected one entry script, found ${tags.length}`)
        }
        const src = /src="([^"]+)"/.exec(tag)?.[1] ?? ''
        const importsOf = (fileName: string): string[] => {
          const output = bundle?.[fileName]
          return output?.type === 'chunk' ? output.imports : []
        }
        const imports = dependenciesFirst(chunk?.imports ?? [], importsOf).map(
          (fileName) => `/${fileName}`,
        )
        // Vite's own preload links of the entry's imports, at the entry's priority.
        const preloaded = imports.reduce(
          (page, file) =>
            page.replace(
              `<link rel="modulepreload" crossorigin href="${file}">`,
              modulePreloadLinks([file]),
            ),
          html,
        )
        return preloaded.replace(tag, entryMarkup(src, imports))
      },
    },
  }
}
