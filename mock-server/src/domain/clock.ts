import type { FastifyInstance } from 'fastify'

/** Now as an ISO date-time, from the app's (replaceable) clock. */
export function nowIso(app: FastifyInstance): string {
  return new Date(app.config.now()).toISOString()
}

/** Today as an ISO date (YYYY-MM-DD), from the same clock. */
export function todayIso(app: FastifyInstance): string {
  return nowIso(app).slice(0, 10)
}
