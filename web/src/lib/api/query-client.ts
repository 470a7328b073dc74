import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Slow networks: one retry, no refetch storms when the phone wakes up.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  })
}
