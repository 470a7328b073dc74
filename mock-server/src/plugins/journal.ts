import fp from 'fastify-plugin'
import { pathOf } from './exemptions'

export interface JournalEntry {
  id: number
  time: string
  method: string
  url: string
  status: number
  duration_ms: number
  /** Id of the fault injected into the request (POST /__dev/faults), if any. */
  fault?: number
  /**
   * The parsed JSON body, codes left as sent; a text body, or a JSON body too large or too
   * deeply nested, as its text cut to 16 KB.
   */
  body?: unknown
}

export interface Journal {
  /** Newest first. */
  list(limit?: number): JournalEntry[]
  clear(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    journal: Journal
  }
  interface FastifyRequest {
    startedAt: number
  }
}

export const JOURNAL_SIZE = 500
const MAX_BODY_BYTES = 16_384
const MAX_BODY_DEPTH = 32

/** Whether a parsed JSON value nests objects and arrays at most `levels` deep. */
function isShallow(value: unknown, levels = MAX_BODY_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return true
  return levels > 0 && Object.values(value).every((item) => isShallow(item, levels - 1))
}

/** Strings longer than this are journaled as their start and length (an upload's base64). */
const MAX_STRING_LENGTH = 1024

/** The value with every long string cut to its start and its length. */
function withShortStrings(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_STRING_LENGTH) {
    return `${value.slice(0, 64)}… [${value.length} characters]`
  }
  if (Array.isArray(value)) return value.map(withShortStrings)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withShortStrings(item)]),
    )
  }
  return value
}

/**
 * The body as journaled: parsed JSON when small and shallow (a large one with its long strings
 * cut, as an upload's files, when that makes it small), else its text cut to the cap.
 */
function journalBody(body: unknown, raw: Buffer | undefined): unknown {
  if (raw && raw.length <= MAX_BODY_BYTES && isShallow(body)) return body
  if (raw && isShallow(body)) {
    const short = withShortStrings(body)
    if (JSON.stringify(short).length <= MAX_BODY_BYTES) return short
  }
  // Only JSON bodies keep their bytes; the other parser (text/plain) gives a string.
  const bytes = raw ?? Buffer.from(String(body))
  if (bytes.length <= MAX_BODY_BYTES) return bytes.toString('utf8')
  return `${bytes.subarray(0, MAX_BODY_BYTES).toString('utf8')}… [${bytes.length} bytes]`
}

/** Ring buffer of the last requests (GET /__dev/journal), except the journal's own. */
export default fp(
  async (app) => {
    const entries: JournalEntry[] = []
    let nextId = 1

    app.decorateRequest('startedAt', 0)
    app.addHook('onRequest', async (request) => {
      request.startedAt = performance.now()
    })
    app.addHook('onResponse', async (request, reply) => {
      if (pathOf(request).startsWith('/__dev/journal')) return
      const entry: JournalEntry = {
        id: nextId++,
        time: new Date().toISOString(),
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        duration_ms: Math.round((performance.now() - request.startedAt) * 100) / 100,
      }
      if (request.faultId !== undefined) entry.fault = request.faultId
      if (request.body !== undefined) entry.body = journalBody(request.body, request.rawBody)
      entries.push(entry)
      if (entries.length > JOURNAL_SIZE) entries.splice(0, entries.length - JOURNAL_SIZE)
    })

    app.decorate('journal', {
      list: (limit) => entries.slice(-(limit ?? JOURNAL_SIZE)).toReversed(),
      clear: () => {
        entries.length = 0
      },
    } satisfies Journal)
  },
  { name: 'journal' },
)
