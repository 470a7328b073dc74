import { nextTask } from './tasks.ts'

/** Marks, among a page's module preload links, those of its route's chunks (the build's). */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-route-chunk'

/**
 * Evaluates the chunks the page preloads for its route, one per task, in the page's order (each
 * after the chunks it imports, src/build/route-preload.ts), before the router loads the route.
 * Importing the route's screen evaluated them all in one task: the wizard's code, the contracts'
 * schemas and the API client, over 50 ms on a cheap phone (docs/decisions/025). A chunk that
 * fails to load ends it: the router then loads the route and reports the failure as it does.
 */
export async function evaluateRouteChunks(
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(
    `link[rel="modulepreload"][${ROUTE_CHUNK_ATTRIBUTE}]`,
  )
  for (const link of links) {
    try {
      await load(link.href)
    } catch {
      return
    }
    await nextTask()
  }
}
