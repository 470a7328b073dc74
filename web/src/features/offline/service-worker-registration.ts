import { SERVICE_WORKER_FILE } from './sw/precache'
import { scriptUrl } from '@/lib/trusted-types'

/** The part of the router this module needs: it is told of every navigation. */
interface NavigationSource {
  subscribe(
    event: 'onBeforeNavigate',
    listener: (event: { toLocation: { href: string }; pathChanged: boolean }) => void,
  ): () => void
}

/** Ask the server for a new worker at most this often while the app stays open. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the service worker (production builds only, docs/decisions/011) and keeps the app
 * current: when a new version takes over an open page, the next screen change is a full page
 * load, so nobody stays on an old shell and nobody loses what they were typing. Called once the
 * app is quiet (main.tsx, lib/quiet.ts), with the worker that controlled the page when the app
 * started: one that took over since is an update too.
 */
export function registerServiceWorker(
  router: NavigationSource,
  // Only compared with the controller now: which worker it is does not matter.
  controllerAtStart: object | null,
): void {
  const container = navigator.serviceWorker
  let updateReady = controllerAtStart !== null && container.controller !== controllerAtStart
  // The first install also "changes" the controller (from none): that is not an update.
  let controlled = container.controller !== null
  container.addEventListener('controllerchange', () => {
    if (controlled) updateReady = true
    controlled = true
  })
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (updateReady && pathChanged) window.location.assign(toLocation.href)
  })

  // Served from the root, the worker's scope is the whole site.
  container
    .register(scriptUrl(`/${SERVICE_WORKER_FILE}`))
    .then((registration) => {
      // An installed app may stay open for days: look for a new version when it comes back.
      let lastCheck = Date.now()
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || !navigator.onLine) return
        if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return
        lastCheck = Date.now()
        registration.update().catch(() => {})
      })
    })
    .catch((error: unknown) => console.warn('service worker: registration failed', error))
}
