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
  /** The parsed request body, codes left as sent. */
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
      const size = request.rawBody?.length ?? 0
      const entry: JournalEntry = {
        id: nextId++,
        time: new Date().toISOString(),
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        duration_ms: Math.round((performance.now() - request.startedAt) * 100) / 100,
      }
      if (request.faultId !== undefined) entry.fault = request.faultId
      if (request.body !== undefined) {
        entry.body = size > MAX_BODY_BYTES ? `[${size} bytes]` : request.body
      }
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
