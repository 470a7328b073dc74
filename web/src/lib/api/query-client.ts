import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Slow networks: one retry, no refetch storms when the phone wakes up.
      // A session ends with a reload (spec §4: logout reloads /), so the cache never holds more
      // than the page's person and lists: nothing to collect, and no collection timer set and
      // cleared per query while /Censo/ loads thirty of them.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000, gcTime: Infinity },
      mutations: { retry: false },
    },
  })
}
