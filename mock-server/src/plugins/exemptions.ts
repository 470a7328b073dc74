import type { FastifyRequest } from 'fastify'

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Mock-only endpoints, not part of the emulated APIs' protocol. */
const TOOL_PREFIXES = ['/__dev/', '/__technician/', '/files/', '/docs']

export function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?')
  return query === -1 ? request.url : request.url.slice(0, query)
}

export function isToolPath(path: string): boolean {
  return TOOL_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** The spec disables the checksum for the authentication call. */
export function isChecksumExempt(path: string): boolean {
  return isToolPath(path) || path.startsWith('/auth/v1/auth/')
}

export function hasBody(request: FastifyRequest): boolean {
  return (
    WRITE_METHODS.has(request.method) && request.rawBody !== undefined && request.rawBody.length > 0
  )
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Exact bytes of a JSON body, kept for the checksum. */
    rawBody: Buffer | undefined
  }
}
