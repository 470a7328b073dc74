import { vi } from 'vitest'
import { FetchBackedXhr } from './fetch-backed-xhr'

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
 * The calls no route answered ("GET /path"), one log per table of the test now running. A log
 * is closed when it is read, at the test's end: a call its app still makes later is not blamed
 * on the next test.
 */
interface UnexpectedLog {
  calls: string[]
  open: boolean
}
const logs: UnexpectedLog[] = []

/**
 * Replaces `fetch` with a table of answers, so the real SDK and ky hooks run. The last matching
 * route wins, which lets a test override a default. A call no route matches answers 404, so the
 * app goes on as it would, and fails the test at its end (`failOnUnexpectedCalls`, run after
 * each test by setup.ts): many reads take a 404 as "none", so a missing route could otherwise
 * pass unseen. Where a test means "none", its table says so with a `status: 404` row.
 */
export function mockFetch(routes: MockRoute[]) {
  const calls: RecordedCall[] = []
  const table = [...routes]
  const used = new Map<MockRoute, number>()
  const log: UnexpectedLog = { calls: [], open: true }
  logs.push(log)
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
    if (!route) {
      if (log.open) log.calls.push(`${request.method} ${url.pathname}`)
      return jsonResponse(404, { error: { status: 404, message: 'not mocked' } })
    }
    if (route.network) throw new TypeError('Failed to fetch')
    return jsonResponse(route.status ?? 200, route.body)
  })
  vi.stubGlobal('fetch', fetchMock)
  // The upload's transport sends through XMLHttpRequest (for its progress): through this table too.
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr)
  return {
    calls,
    /** Adds or overrides answers during a test. */
    use: (...more: MockRoute[]) => table.push(...more),
    callsTo: (path: string) => calls.filter((call) => call.url.endsWith(path)),
  }
}

/** The calls no route answered since the last look; closes the logs read. */
export function takeUnexpectedCalls(): string[] {
  const found = logs.flatMap((log) => log.calls)
  for (const log of logs) log.open = false
  logs.length = 0
  return found
}

/** Fails (throws) when a call of the test now ending found no route in its table. */
export function failOnUnexpectedCalls(): void {
  const found = takeUnexpectedCalls()
  if (found.length === 0) return
  const list = [...new Set(found)].map((call) => `  ${call}`).join('\n')
  throw new Error(
    `mockFetch: ${found.length} call(s) no route answered (each was answered 404):\n${list}\n` +
      'Add the route, or a `status: 404` row where the test means "none".',
  )
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/**
 * Holds the answers of the test's `mockFetch` table (those whose URL `holds`, or all) until the
 * returned function is called: a test sees the app while its calls are on their way.
 */
export function holdAnswers(holds: (url: string) => boolean = () => true): () => void {
  const answer = vi.mocked(fetch).getMockImplementation()
  if (!answer) throw new Error('holdAnswers: call mockFetch first')
  let release: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (holds(url)) await held
    return answer(input, init)
  })
  return () => release?.()
}
