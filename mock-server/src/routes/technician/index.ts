import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import caseRoutes from './cases'
import { consolePage } from './console-page'

const htmlResponse = {
  description: 'HTML page',
  content: { 'text/html': { schema: z.string() } },
}

/**
 * Tester tools for the case lifecycle: the console page (open: the key is typed into it) and the
 * /cases endpoints (key-protected when MOCK_TECHNICIAN_KEY is set). No device or checksum: see
 * plugins/exemptions.ts.
 */
const technicianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['technician'],
        summary: 'Technician console (list, release, consolidate)',
        security: [],
        response: { 200: htmlResponse },
      },
    },
    async (_request, reply) => {
      const nonce = randomBytes(16).toString('base64')
      // The images' signed addresses use MOCK_PUBLIC_URL when it is set.
      const imageOrigin = app.config.publicUrl ? ` ${new URL(app.config.publicUrl).origin}` : ''
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'${imageOrigin}; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
        )
        .send(consolePage(nonce))
    },
  )

  await app.register(caseRoutes)
}

export default technicianRoutes
