import { fileIdSchema } from '@censo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import * as z from 'zod/mini'
import { findFile } from '../../domain/document-images'
import { HttpProblem } from '../../http-problem'
import { idParamSchema } from '../params'
import { errorResponses } from '../responses'

/** Widths an image may be asked in (the web asks 32, 250 and thumbnails). */
export const MIN_WIDTH = 16
export const MAX_WIDTH = 2048

const intQuery = (min: number, max: number, digits = 4) =>
  z.pipe(
    z.string().check(z.regex(new RegExp(`^\\d{1,${digits}}$`))),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.int(), z.gte(min), z.lte(max)),
    ),
  )

// Buffers skip the serializer; the registry metadata gives the document a binary string.
const bytes = z.custom<Buffer>().register(z.globalRegistry, { type: 'string', format: 'binary' })
const fileResponse = {
  description: 'The image (resized, re-encoded) or the PDF as it was sent',
  content: {
    'image/jpeg': { schema: bytes },
    'image/webp': { schema: bytes },
    'application/pdf': { schema: bytes },
  },
}

/**
 * GET {storage}/v2/file/{file_id}/?exp=…&sig=… (ADR 017): a stored file by its signed address,
 * with no token (an `<img>` cannot send one). `w` resizes an image (never enlarging), `q` is its
 * quality (default 100, §9); JPEGs stay JPEG, other images become WebP; PDFs go as they are.
 */
const storageServeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/file/:file_id/',
    {
      schema: {
        tags: ['storage'],
        summary: 'A stored file at its signed address (403 when the signature is wrong or expired)',
        security: [],
        params: z.object({ file_id: z.pipe(idParamSchema, fileIdSchema) }),
        querystring: z.object({
          exp: intQuery(1, 999_999_999_999, 12),
          sig: z.string().check(z.regex(/^[\w-]{43}$/)),
          w: z.optional(intQuery(MIN_WIDTH, MAX_WIDTH)),
          q: z.optional(intQuery(1, 100)),
        }),
        response: { 200: fileResponse, ...errorResponses(400, 403, 404, 406) },
      },
    },
    async (request, reply) => {
      const { file_id } = request.params
      const { exp, sig, w, q = 100 } = request.query
      if (!app.files.verify(file_id, exp, sig)) throw new HttpProblem(403)
      const file = findFile(app.store.data, file_id)
      const content = file ? await app.files.read(file.sha) : null
      if (!file || !content) throw new HttpProblem(404)
      reply
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
      if (file.mime === 'application/pdf') {
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="documento-${file_id}.pdf"`)
          .send(content)
      }
      let image = sharp(content).rotate()
      if (w !== undefined) image = image.resize({ width: w, withoutEnlargement: true })
      const jpeg = file.mime === 'image/jpeg'
      const output = await (jpeg ? image.jpeg({ quality: q }) : image.webp({ quality: q }))
        .toBuffer()
        .catch(() => null)
      if (!output) throw new HttpProblem(404)
      return reply
        .type(jpeg ? 'image/jpeg' : 'image/webp')
        .header(
          'content-disposition',
          `inline; filename="imagem-${file_id}.${jpeg ? 'jpg' : 'webp'}"`,
        )
        .send(output)
    },
  )
}

export default storageServeRoutes
