import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'

export function createAppRouter({
  queryClient,
  history,
}: {
  queryClient: QueryClient
  history?: RouterHistory
}) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    // TanStack Query owns freshness (router-query integration).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** Shown while offline (spec §2: the public routes except Tutorial; not /Validar/, ADR 019). */
    offline?: boolean
    /**
     * Rendered offline too: the route shows what it can without the network itself (the wizard
     * from the person's copy kept on the device, else the offline screen, ADR 028).
     */
    opensOffline?: boolean
  }
}
