import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createQueryClient } from '@/lib/api/query-client'
import { installGlobalReactions } from '../app/reactions'
import { createAppRouter } from '../app/router'

/** The whole app (router, query client, global reactions) at `path`, in memory. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  installGlobalReactions(router)
  const view = render(<RouterProvider router={router} />)
  return { ...view, router, queryClient }
}
