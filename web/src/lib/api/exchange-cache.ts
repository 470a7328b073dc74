import type { Hooks } from 'ky'
import { sessionStore } from '@/lib/storage'
import { clearExchangeCache, EXCHANGE_CACHE_PREFIX } from './exchange-cache-clear'

/**
 * Spec §3 and §7: session storage caches the answers of the person exchange and of the employment
 * records' exchange, so a reload or the next screen does not ask again. The cache key is the
 * exchange's path and request without its device object, and the end of the bearer token (its
 * signature), so answers never serve another login (another tab may log in with the same
 * localStorage token). Any successful write to the social or RH API empties it (a read after a
 * save sees what was saved: step 4 writes the instituidor through the social API), and so does a
 * login or logout (`clearExchangeCache`).
 */
/** The person exchange (social) and the employment records' exchange (RH, step 4). */
const EXCHANGE_PATHS = ['/v1/pessoa-fisica/exchange/', '/v1/servidor/exchange/']

const isExchange = (request: Request) =>
  request.method === 'POST' &&
  EXCHANGE_PATHS.some((path) => new URL(request.url).pathname.endsWith(path))

async function cacheKey(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json()
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null
    const question = Object.entries(body).filter(([name]) => name !== 'device')
    const login = request.headers.get('Authorization')?.slice(-16) ?? ''
    return `${EXCHANGE_CACHE_PREFIX}${login}:${new URL(request.url).pathname}:${JSON.stringify(question)}`
  } catch {
    return null
  }
}

export const exchangeCacheHooks: Hooks = {
  beforeRequest: [
    async ({ request }) => {
      const key = isExchange(request) ? await cacheKey(request) : null
      const cached = key ? sessionStore.get(key) : null
      return cached
        ? new Response(cached, { headers: { 'Content-Type': 'application/json' } })
        : undefined
    },
  ],
  afterResponse: [
    async ({ request, response }) => {
      if (!response.ok) return
      if (!isExchange(request)) {
        if (request.method !== 'GET') clearExchangeCache()
        return
      }
      // ky hands the hooks no `json` option; after sending, `request` is the copy ky keeps for
      // retries, body unread. Were it ever read, the key is null and nothing is kept.
      const key = await cacheKey(request)
      if (key) sessionStore.set(key, await response.clone().text())
    },
  ],
}
