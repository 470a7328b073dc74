import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpProblem } from '../http-problem'
import { hasBody, isChecksumExempt, pathOf } from './exemptions'

export function sha256Hex(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * JSON bodies are parsed here from their raw bytes (kept on the request), and every write with a
 * body must carry `X-Checksum` = hex sha-256 of exactly those bytes, else 412.
 */
export default fp(
  async (app) => {
    app.decorateRequest('rawBody', undefined)
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (
        request: FastifyRequest,
        body: Buffer,
        done: (error: Error | null, body?: unknown) => void,
      ) => {
        request.rawBody = body
        if (body.length === 0) return done(null, undefined)
        try {
          done(null, JSON.parse(body.toString('utf8')))
        } catch {
          done(new HttpProblem(400))
        }
      },
    )
    app.addHook('preValidation', async (request) => {
      if (!hasBody(request) || isChecksumExempt(pathOf(request))) return
      const header = request.headers['x-checksum']
      const sent = typeof header === 'string' ? header.trim().toLowerCase() : ''
      if (!sent || sent !== sha256Hex(request.rawBody ?? '')) throw new HttpProblem(412)
    })
  },
  { name: 'checksum' },
)
