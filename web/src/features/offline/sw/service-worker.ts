/**
 * The service worker (docs/decisions/011). Built into `dist/sw.js` by the plugin in
 * vite.config.ts, which replaces `PRECACHE_MANIFEST` with the build's file list.
 *
 * - install: precache the app shell (index.html, hashed JS/CSS, manifest, icons); take over at
 *   once (skipWaiting + clients.claim): the page decides when to load the new version.
 * - navigations: network first (a new deploy is seen at once), the cached shell when the network
 *   fails or is slower than NAVIGATION_TIMEOUT_MS — the app then shows the offline routes.
 * - same-origin files: cache first (hashed names never change), network otherwise.
 * - anything else (the APIs, other origins) is left to the browser.
 */
import {
  CACHE_PREFIX,
  SHELL_URL,
  isHashedAsset,
  staleCaches,
  type PrecacheManifest,
} from './precache'

// The DOM lib has no worker types; the few this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  readonly preloadResponse: Promise<Response | undefined>
  respondWith(response: Promise<Response> | Response): void
}
interface WorkerScope {
  readonly location: Location
  readonly registration: ServiceWorkerRegistration & {
    navigationPreload?: { enable(): Promise<void> }
  }
  readonly clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

declare const PRECACHE_MANIFEST: PrecacheManifest
declare const self: WorkerScope
const worker = self
const manifest = PRECACHE_MANIFEST
const cacheName = `${CACHE_PREFIX}${manifest.version}`

/** Past this, a navigation is answered from the cache (a very slow network is as bad as none). */
const NAVIGATION_TIMEOUT_MS = 4000

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName)
      // Hashed files may come from the HTTP cache; the others are fetched fresh.
      await cache.addAll(
        manifest.urls.map((url) => new Request(url, isHashedAsset(url) ? {} : { cache: 'reload' })),
      )
      await worker.skipWaiting()
    })(),
  )
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of staleCaches(await caches.keys(), cacheName)) await caches.delete(key)
      await worker.registration.navigationPreload?.enable()
      await worker.clients.claim()
    })(),
  )
})

worker.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event))
  } else if (url.pathname !== '/sw.js') {
    event.respondWith(cacheFirst(event, url))
  }
})

async function cachedShell(): Promise<Response | undefined> {
  return (
    (await caches.match(SHELL_URL, { cacheName, ignoreVary: true })) ??
    caches.match(SHELL_URL, { ignoreVary: true })
  )
}

async function navigation(event: FetchEvent): Promise<Response> {
  const network = (async () => (await event.preloadResponse) ?? fetch(event.request))()
  network.catch(() => {}) // a late failure after the timeout is not an error
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), NAVIGATION_TIMEOUT_MS),
  )
  try {
    const response = await Promise.race([network, timeout])
    if (response) return response
  } catch {
    // Offline: the cached shell below.
  }
  const shell = await cachedShell()
  // No shell yet (first visit still installing): wait for the network after all.
  return shell ?? network
}

async function cacheFirst(event: FetchEvent, url: URL): Promise<Response> {
  const { request } = event
  // Servers add `Vary: Origin`; the precache requests had no Origin, module scripts do.
  const cached = await caches.match(request, { ignoreVary: true })
  if (cached) return cached
  const response = await fetch(request)
  // A hashed file loaded by a page newer than this worker: keep it for offline use too.
  if (response.ok && isHashedAsset(url.pathname)) {
    const copy = response.clone()
    event.waitUntil(caches.open(cacheName).then((cache) => cache.put(request, copy)))
  }
  return response
}
