import { sessionStore } from '@/lib/storage'

/** Every key of the exchange cache (exchange-cache.ts) starts with this. */
export const EXCHANGE_CACHE_PREFIX = 'exchange:'

/**
 * Empties the exchange cache, on login and logout. Apart from the cache's hooks, which load with
 * the API clients, so that the first download of `/` does not carry them (docs/decisions/007).
 */
export function clearExchangeCache(): void {
  sessionStore.removeAll(EXCHANGE_CACHE_PREFIX)
}
