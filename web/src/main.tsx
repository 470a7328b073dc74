import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './lib/api/query-client'
import { installGlobalReactions } from './app/reactions'
import { createAppRouter } from './app/router'
import { isAuthenticated } from '@/features/session/session'
import { metadataQueryOptions } from '@/features/tenant/api/metadata'
import { httpsRedirectTarget } from './lib/https'
import { evaluateRouteChunks } from './lib/route-chunks'
import { whenQuiet } from './lib/quiet'
import { nextTask } from './lib/tasks'
import { withTrailingSlash } from './lib/trailing-slash'

async function start() {
  const canonical = withTrailingSlash(window.location)
  if (canonical) window.history.replaceState(window.history.state, '', canonical)
  const queryClient = createQueryClient()
  // Spec §4: the metadata is read once at start; failures are logged by the query itself.
  void queryClient.prefetchQuery(metadataQueryOptions())
  await nextTask()
  const router = createAppRouter({ queryClient })
  installGlobalReactions(router)
  // Offline use and updates (docs/decisions/011), once the app is quiet (no request going, no
  // route loading): the install downloads every chunk of the app, and on a cheap phone and a slow
  // network it must not compete with the first screen (docs/decisions/025). Never in `vite` dev
  // or in unit tests; its code is not part of the first download.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const controllerAtStart = navigator.serviceWorker.controller
    void whenQuiet(
      () => queryClient.isFetching() + queryClient.isMutating() > 0 || router.state.isLoading,
    )
      .then(() => import('@/features/offline/service-worker-registration'))
      .then((module) => module.registerServiceWorker(router, controllerAtStart))
      // Its code did not load (offline): the next visit registers it.
      .catch(() => {})
  }
  await nextTask()
  // A case route's chunks are for a person with a session; the route's guard sends anyone else
  // to `/`, so their code is not evaluated for nothing.
  if (isAuthenticated()) await evaluateRouteChunks()
  // The route loads before the first render, not from it: the first screen is then rendered
  // whole in the transition below, in slices, instead of synchronously by the router's store
  // update once mounted (docs/decisions/025). The router's own start sees the load under way.
  void router.load()
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // A transition lets React render the first screen in small slices: a slow phone stays
  // responsive while the app starts (docs/decisions/007).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
}

// Spec §4 start-up: production builds move plain http to https (local hosts excepted).
const httpsTarget = import.meta.env.PROD ? httpsRedirectTarget(window.location) : null
if (httpsTarget) window.location.replace(httpsTarget)
// In a task of its own: evaluating the bundle and starting the app are two shorter tasks instead
// of one long one, so a slow phone can react in between (docs/decisions/007).
else setTimeout(() => void start(), 0)
