import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaDir } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { HttpProblem } from '../../http-problem'
import { errorResponses } from '../responses'

const TYPES = { mp4: 'video/mp4', webm: 'video/webm', vtt: 'text/vtt; charset=utf-8' } as const
/** The tutorial clips and their caption tracks (fixtures/media/videos). */
export const VIDEO_FILE_PATTERN = /^[\w-]+\.(mp4|webm|vtt)$/

// Buffers skip the serializer; the registry metadata gives the document a binary string.
const bytes = z.custom<Buffer>().register(z.globalRegistry, { type: 'string', format: 'binary' })
const videoResponse = (description: string) => ({
  description,
  content: Object.fromEntries(
    Object.values(TYPES).map((type) => [type.split(';')[0], { schema: bytes }]),
  ),
})

/**
 * A single `bytes=a-b` range of a file of `size` bytes (the only form media elements send), or
 * null for a header we do not serve a part for (then the whole file is answered).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [first, last] = [match[1] ?? '', match[2] ?? '']
  const start = first === '' ? Math.max(size - Number(last), 0) : Number(first)
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

/** {files}/videos/: the tutorial videos of /Tutorial/ (spec §7: fetched from external storage). */
const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/videos/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'Tutorial video (MP4 or WebM) or its caption track (WebVTT), with byte ranges',
        params: z.object({ name: z.string().check(z.regex(VIDEO_FILE_PATTERN)) }),
        response: {
          200: videoResponse('The whole file'),
          206: videoResponse('The requested byte range'),
          ...errorResponses(404, 406, 416),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params
      const file = await readFile(join(mediaDir, 'videos', name)).catch(() => null)
      if (!file) throw new HttpProblem(404)
      const extension = name.slice(name.lastIndexOf('.') + 1)
      const type = Object.entries(TYPES).find(([known]) => known === extension)?.[1]
      if (!type) throw new HttpProblem(404)
      reply
        .type(type)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=3600')
      const range = parseRange(request.headers.range, file.length)
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.length}`)
        throw new HttpProblem(416)
      }
      if (!range) return reply.send(file)
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.length}`)
        .send(file.subarray(range.start, range.end + 1))
    },
  )
}

export default videoRoutes
