import { vi } from 'vitest'

export interface MockRoute {
  method?: string
  /** Matched against the end of the URL path, e.g. '/social/v2/pessoa-fisica/login/'. */
  path: string
  status?: number
  body?: unknown
  /** Simulates a network failure (no response). */
  network?: boolean
  /** Answers only this many calls, then gives way to the routes before it (a retry's first try). */
  times?: number
}

export interface RecordedCall {
  method: string
  url: string
  headers: Headers
  body: unknown
}

/**
 * Replaces `fetch` with a table of answers, so the real SDK and ky hooks run. The last matching
 * route wins, which lets a test override a default. Unknown calls answer 404.
 */
export function mockFetch(routes: MockRoute[]) {
  const calls: RecordedCall[] = []
  const table = [...routes]
  const used = new Map<MockRoute, number>()
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const text = await request.text()
    const url = new URL(request.url)
    calls.push({
      method: request.method,
      url: url.pathname,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    })
    const route = table.findLast(
      (candidate) =>
        url.pathname.endsWith(candidate.path) &&
        (candidate.method ?? 'GET').toUpperCase() === request.method &&
        (used.get(candidate) ?? 0) < (candidate.times ?? Infinity),
    )
    if (route) used.set(route, (used.get(route) ?? 0) + 1)
    if (!route) return jsonResponse(404, { error: { status: 404, message: 'not mocked' } })
    if (route.network) throw new TypeError('Failed to fetch')
    return jsonResponse(route.status ?? 200, route.body)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    /** Adds or overrides answers during a test. */
    use: (...more: MockRoute[]) => table.push(...more),
    callsTo: (path: string) => calls.filter((call) => call.url.endsWith(path)),
  }
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
