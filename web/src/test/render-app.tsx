import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createQueryClient } from '@/lib/api/query-client'
import { settleBackground } from '@/lib/background'
import { installGlobalReactions } from '../app/reactions'
import { createAppRouter } from '../app/router'

type AppRouter = ReturnType<typeof createAppRouter>

/** The routers the test rendered, until it ends. */
const rendered = new Set<AppRouter>()

/**
 * After a test: waits (at most 3 s) until no route of it is still loading. A loader that outlived
 * its test would go on in the next one: /Censo/'s opens the device's copy and keeps it written
 * (docs/decisions/028), which the next test would find.
 */
export async function settleRenderedApps(): Promise<void> {
  const until = Date.now() + 3_000
  while ([...rendered].some((router) => router.state.status !== 'idle') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // Then the reads a route or a step started one per task (startInBackground), which the next
  // test's server would otherwise answer.
  await settleBackground(500)
  rendered.clear()
}

/** The whole app (router, query client, global reactions) at `path`, in memory. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  installGlobalReactions(router)
  rendered.add(router)
  const view = render(<RouterProvider router={router} />)
  return { ...view, router, queryClient }
}
