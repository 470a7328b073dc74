import { gzipSync } from 'node:zlib'
import fp from 'fastify-plugin'

/** Below this an answer goes as it is: gzip's own framing would eat most of the gain. */
export const MIN_COMPRESSED_BYTES = 1024

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((coding) => {
    const [name, ...params] = coding.trim().split(';')
    const q = params.find((param) => param.trim().startsWith('q='))
    return name?.trim() === 'gzip' && (!q || Number(q.trim().slice(2)) > 0)
  })
}

/**
 * JSON and text answers go gzipped to a client that accepts it, as production APIs behind a web
 * server do: the public metadata document is about 44 KB of JSON, and on a phone's slow network its
 * size decides when the first screen has its texts (issue 22). Streams (files) go as they are.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
      const type = String(reply.getHeader('content-type') ?? '')
      if (!/json|text/.test(type) || reply.getHeader('content-encoding')) return payload
      reply.header('vary', 'Accept-Encoding')
      if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload
      if (!acceptsGzip(request.headers['accept-encoding'])) return payload
      reply.header('content-encoding', 'gzip')
      reply.removeHeader('content-length')
      return gzipSync(payload)
    })
  },
  { name: 'compression' },
)
