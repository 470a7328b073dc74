import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Origin for absolute URLs the mock hands out: MOCK_PUBLIC_URL, else the request's own. */
export function publicBase(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`
}
