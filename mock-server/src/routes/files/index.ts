import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { mediaDir } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { findPerson } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { errorResponses } from '../responses'
import { avatarSvg } from './avatar'

const svgResponse = {
  description: 'SVG image',
  content: { 'image/svg+xml': { schema: z.string() } },
}

/** {files}: banners from fixtures/media and generated person photos. */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary: 'Person photo (a generated avatar)',
        params: z.object({
          pf_id: z.pipe(z.coerce.number(), z.number().check(z.int(), z.positive())),
        }),
        querystring: z.object({
          w: z.optional(z.pipe(z.coerce.number(), z.number().check(z.int(), z.positive()))),
          q: z.optional(z.pipe(z.coerce.number(), z.number().check(z.int(), z.gte(1), z.lte(100)))),
        }),
        response: { 200: svgResponse, ...errorResponses(404, 406) },
      },
    },
    async (request, reply) => {
      const person = findPerson(app.store.data, request.params.pf_id)
      if (!person?.foto) throw new HttpProblem(404)
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'no-cache')
        .send(avatarSvg(person, request.query.w ?? 250))
    },
  )
}

export default fileRoutes
