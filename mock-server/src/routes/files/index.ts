import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaDir } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { findPerson } from '../../domain/persons'
import { RECEIPT_FILE_PATTERN, receiptData, receiptSource } from '../../domain/receipt'
import { HttpProblem } from '../../http-problem'
import { pfIdParamsSchema } from '../params'
import { errorResponses } from '../responses'
import { avatarSvg } from './avatar'
import { receiptPdf, validationUrl } from './receipt-pdf'
import videoRoutes from './videos'

const svgResponse = {
  description: 'SVG image',
  content: { 'image/svg+xml': { schema: z.string() } },
}
// Buffers skip the serializer; the registry metadata gives the document a binary string.
const pdfBytes = z.custom<Buffer>().register(z.globalRegistry, { type: 'string', format: 'binary' })
const pdfResponse = {
  description: 'PDF document',
  content: { 'application/pdf': { schema: pdfBytes } },
}

/** {files}: banners and tutorial videos from fixtures/media, generated person photos and case receipts. */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(videoRoutes)

  app.get(
    '/banners/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'Entity banner',
        params: z.object({ name: z.string().check(z.regex(/^[\w-]+\.svg$/)) }),
        response: { 200: svgResponse, ...errorResponses(404, 406) },
      },
    },
    async (request, reply) => {
      const svg = await readFile(join(mediaDir, 'banners', request.params.name), 'utf8').catch(
        () => null,
      )
      if (!svg) throw new HttpProblem(404)
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg)
    },
  )

  app.get(
    '/fotos/:pf_id(^\\d+).svg',
    {
      schema: {
        tags: ['files'],
        summary:
          'Person photo (a generated avatar, initials only) at the signed address the exchange hands out (403 without a valid, unexpired signature)',
        params: pfIdParamsSchema,
        querystring: z.object({
          // Checked by hand: a missing or malformed signature is the same 403 as a wrong one.
          exp: z.optional(z.string()),
          sig: z.optional(z.string()),
          w: z.optional(z.pipe(z.coerce.number(), z.number().check(z.int(), z.positive()))),
          q: z.optional(z.pipe(z.coerce.number(), z.number().check(z.int(), z.gte(1), z.lte(100)))),
        }),
        response: { 200: svgResponse, ...errorResponses(403, 404, 406) },
      },
    },
    async (request, reply) => {
      const { pf_id } = request.params
      const { exp = '', sig = '' } = request.query
      const signed = /^\d{1,12}$/.test(exp) && /^[\w-]{43}$/.test(sig)
      // The signature first: an unsigned address says nothing, not even whether the id exists.
      if (!signed || !app.files.verifyPhoto(pf_id, Number(exp), sig)) throw new HttpProblem(403)
      const person = findPerson(app.store.data, pf_id)
      if (!person?.foto) throw new HttpProblem(404)
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=600')
        .send(avatarSvg(person, request.query.w ?? 250))
    },
  )

  app.get(
    '/receipts/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'Receipt of a consolidated case (PDF), at the url_file the recad API answers',
        params: z.object({ name: z.string().check(z.regex(RECEIPT_FILE_PATTERN)) }),
        response: { 200: pdfResponse, ...errorResponses(404, 406) },
      },
    },
    async (request, reply) => {
      const source = receiptSource(app.store.data, request.params.name)
      if (!source) throw new HttpProblem(404)
      const pdf = await receiptPdf({
        ...receiptData(source),
        validationUrl: validationUrl(app.config.appUrl, source.validationHash),
      })
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="comprovante-recenseamento-${source.validationHash.toUpperCase()}.pdf"`,
        )
        .send(Buffer.from(pdf))
    },
  )
}

export default fileRoutes
