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

/**
 * The request's key: its question is the JSON text ky sends (`options.body`, device left out),
 * read as it is rather than from a copy of the request's stream (a cheap phone's milliseconds,
 * twice per exchange, docs/decisions/025). A body that is not JSON text has no key.
 */
function cacheKey(request: Request, body: unknown): string | null {
  if (typeof body !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(body)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const question = Object.entries(parsed).filter(([name]) => name !== 'device')
    const login = request.headers.get('Authorization')?.slice(-16) ?? ''
    return `${EXCHANGE_CACHE_PREFIX}${login}:${new URL(request.url).pathname}:${JSON.stringify(question)}`
  } catch {
    return null
  }
}

export const exchangeCacheHooks: Hooks = {
  beforeRequest: [
    ({ request, options }) => {
      const key = isExchange(request) ? cacheKey(request, options.body) : null
      const cached = key ? sessionStore.get(key) : null
      return cached
        ? new Response(cached, { headers: { 'Content-Type': 'application/json' } })
        : undefined
    },
  ],
  afterResponse: [
    async ({ request, options, response }) => {
      if (!response.ok) return
      if (!isExchange(request)) {
        if (request.method !== 'GET') clearExchangeCache()
        return
      }
      const key = cacheKey(request, options.body)
      if (key) sessionStore.set(key, await response.clone().text())
    },
  ],
}
