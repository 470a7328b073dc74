import { nextTask } from './tasks.ts'

/** Marks, among a page's module preload links, those of its route's chunks (the build's). */
export const ROUTE_CHUNK_ATTRIBUTE = 'data-route-chunk'

/** A file the page has finished downloading (its resource timing entry is there). */
const isDownloaded = (href: string) => performance.getEntriesByName(href, 'resource').length > 0

/**
 * Evaluates the chunks the page preloads for its route, one per task, in the page's order (each
 * after the chunks it imports, src/build/route-preload.ts), before the router loads the route.
 * Importing the route's screen evaluated them all in one task: the wizard's code, the contracts'
 * schemas and the API client, over 50 ms on a cheap phone (docs/decisions/025). It stops at the
 * first chunk not downloaded yet, so that a slow network does not hold the app's start back for
 * the route's code: the router imports the rest as it arrives. A chunk that fails to load stops
 * it too: the router then loads the route and reports the failure as it does.
 */
export async function evaluateRouteChunks(
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
  downloaded: (href: string) => boolean = isDownloaded,
): Promise<void> {
  // Only the route's module preload links carry the attribute.
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${ROUTE_CHUNK_ATTRIBUTE}]`)
  for (const link of links) {
    if (!downloaded(link.href)) return
    try {
      await load(link.href)
    } catch {
      return
    }
    await nextTask()
  }
}
