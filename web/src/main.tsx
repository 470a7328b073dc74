import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './app/query-client'
import { installGlobalReactions } from './app/reactions'
import { createAppRouter } from './app/router'
import { metadataQueryOptions } from './features/tenant/api/metadata'
import { httpsRedirectTarget } from './lib/https'
import { withTrailingSlash } from './lib/trailing-slash'

function start() {
  const canonical = withTrailingSlash(window.location)
  if (canonical) window.history.replaceState(window.history.state, '', canonical)
  const queryClient = createQueryClient()
  // Spec §4: the metadata is read once at start; failures are logged by the query itself.
  void queryClient.prefetchQuery(metadataQueryOptions())
  const router = createAppRouter({ queryClient })
  installGlobalReactions(router)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

// Spec §4 start-up: production builds move plain http to https (local hosts excepted).
const httpsTarget = import.meta.env.PROD ? httpsRedirectTarget(window.location) : null
if (httpsTarget) window.location.replace(httpsTarget)
else start()
