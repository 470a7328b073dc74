import type { Hooks, KyInstance } from 'ky'
import type { Device } from '../schemas/common'

/** One ky instance per API base (the web builds them from one configured instance). */
export interface ApiClients {
  auth: KyInstance
  meta: KyInstance
  social: KyInstance
  rh: KyInstance
  recad: KyInstance
  storage: KyInstance
  governanca: KyInstance
  cep: KyInstance
}

export interface ProtocolSources {
  device: () => Device
  token: () => string | null
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Hex sha-256 (Web Crypto: the browser and Node alike), for the checksum header below and the
 * upload's `sha` and `checksum`. It lives here because the first screen's writes need it; lazy
 * code takes it from the entry chunk (docs/decisions/007).
 */
export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The bytes a request sends. A JSON body is the text ky made of it (`options.body`), sent as
 * UTF-8: encoding that text again spares reading a copy of the request's stream, a few
 * milliseconds of a cheap phone per write (docs/decisions/025). Any other body is read back.
 */
async function bodyBytes(request: Request, body: unknown): Promise<BufferSource> {
  if (typeof body === 'string') return new TextEncoder().encode(body)
  return request.clone().arrayBuffer()
}

/**
 * The protocol of DESIGN §4 as ky hooks: bearer token, the device object in every write body,
 * and `X-Checksum` (sha-256 of the exact body bytes) unless a call sets `context.checksum: false`.
 */
export function protocolHooks(sources: ProtocolSources): Hooks {
  return {
    init: [
      (options) => {
        const method = (options.method ?? 'GET').toUpperCase()
        const json = options.json
        if (WRITE_METHODS.has(method) && json && typeof json === 'object' && !Array.isArray(json)) {
          options.json = { ...json, device: sources.device() }
        }
      },
    ],
    beforeRequest: [
      async ({ request, options }) => {
        const token = sources.token()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
        if (!WRITE_METHODS.has(request.method) || options.context.checksum === false) return
        const body = await bodyBytes(request, options.body)
        if (body.byteLength > 0) request.headers.set('X-Checksum', await sha256Hex(body))
      },
    ],
  }
}
