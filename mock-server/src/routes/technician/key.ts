import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpProblem } from '../../http-problem'
import { TECHNICIAN_KEY_HEADER } from './schemas'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** True when no key is configured, or the header carries exactly the configured key. */
export function technicianKeyMatches(expected: string | undefined, sent: unknown): boolean {
  if (!expected) return true
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(expected))
}

/** onRequest hook: with MOCK_TECHNICIAN_KEY set, `X-Technician-Key` must equal it (401). */
export function requireTechnicianKey(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (!technicianKeyMatches(app.config.technicianKey, request.headers[TECHNICIAN_KEY_HEADER])) {
      throw new HttpProblem(401, 'Chave do técnico ausente ou inválida (X-Technician-Key)')
    }
  }
}
