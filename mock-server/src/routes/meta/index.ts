import { metaAnswerSchema, metadataSchema, type Metadata } from '@censo/contracts'
import { DEFAULT_MOCK_ORIGIN, metadata } from '@censo/fixtures'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { HttpProblem } from '../../http-problem'
import { publicBase } from '../public-base'
import { errorResponses } from '../responses'

export const APP_ID = 'censo'

function hostnameOf(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

/** The web's host: Origin, else X-Forwarded-Host, else ?host=. */
export function requestHost(
  request: FastifyRequest,
  query: string | undefined,
): string | undefined {
  const forwarded = request.headers['x-forwarded-host']
  return (
    hostnameOf(request.headers.origin) ??
    hostnameOf(Array.isArray(forwarded) ? forwarded[0] : forwarded) ??
    hostnameOf(query)
  )
}

/** Few public bases in practice; bounded anyway, since the Host header is the client's. */
export const MAX_CACHED_BASES = 16
/** Metadata per public base, least recently used first. */
const byBase = new Map<string, Metadata>([[DEFAULT_MOCK_ORIGIN, metadata]])

/** The fixtures' absolute URLs point at the default mock origin; rewrite them to ours. */
function metadataFor(base: string): Metadata {
  let value = byBase.get(base)
  if (value) {
    byBase.delete(base)
  } else {
    // Escaped as JSON string content; a replacer function keeps `$&` and the like literal.
    const escaped = JSON.stringify(base).slice(1, -1)
    const rewritten = JSON.stringify(metadata).replaceAll(DEFAULT_MOCK_ORIGIN, () => escaped)
    value = metadataSchema.parse(JSON.parse(rewritten))
  }
  byBase.set(base, value)
  const oldest = byBase.keys().next().value
  if (byBase.size > MAX_CACHED_BASES && oldest !== undefined) byBase.delete(oldest)
  return value
}

export const cachedBaseCount = () => byBase.size

const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/data/:appId/',
    {
      schema: {
        tags: ['meta'],
        summary: 'Metadata (tenants, texts, reference lists); special host by Origin',
        params: z.object({ appId: z.string() }),
        querystring: z.object({ host: z.optional(z.string()) }),
        response: { 200: metaAnswerSchema, ...errorResponses(400, 404, 406, 500) },
      },
    },
    async (request) => {
      if (request.params.appId !== APP_ID) throw new HttpProblem(404)
      const value = metadataFor(publicBase(app, request))
      const host = requestHost(request, request.query.host)
      const special =
        host && Object.hasOwn(value.censo_domain_esp, host)
          ? value.censo_domain_esp[host]
          : undefined
      const item =
        host && special
          ? {
              ...value,
              host,
              ...(special.banner ? { censo_domain_banner: special.banner } : {}),
            }
          : value
      return { items: [{ key: APP_ID, value: item }] }
    },
  )
}

export default metaRoutes
