import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { statusMessage, type ErrorBody } from '@censo/contracts'
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpProblem } from '../http-problem'
import { isRecord } from './exemptions'

export function errorBody(
  status: number,
  message?: string,
  fields?: string[],
  retryAfter?: number,
  reason?: string,
): ErrorBody {
  const text = message ?? statusMessage(status) ?? statusMessage(999) ?? ''
  return {
    error: {
      status,
      message: text,
      ...(fields?.length ? { fields } : {}),
      ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
      ...(reason === undefined ? {} : { reason }),
    },
  }
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number]

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function segments(issue: ValidationIssue): string[] {
  return issue.instancePath.split('/').filter(Boolean)
}

/** The value at an issue's path, through objects and array items. */
function valueAt(root: unknown, path: string[]): unknown {
  let current = root
  for (const key of path) {
    if (isRecord(current)) current = current[key]
    else if (Array.isArray(current)) current = current[Number(key)]
    else return undefined
  }
  return current
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'params':
      return request.params
    case 'querystring':
      return request.query
    case 'headers':
      return request.headers
    default:
      return request.body
  }
}

/** Schema errors: an omitted (or blank) field → 400, a wrong type or format → 406. */
function validationProblem(error: FastifyError, request: FastifyRequest): HttpProblem {
  const input = inputOf(request, error.validationContext)
  const missing: string[] = []
  const invalid: string[] = []
  for (const issue of error.validation ?? []) {
    const path = segments(issue)
    const name = path.join('.')
    const list = isBlank(valueAt(input, path)) ? missing : invalid
    if (!list.includes(name)) list.push(name)
  }
  return missing.length > 0
    ? new HttpProblem(400, undefined, missing.filter(Boolean))
    : new HttpProblem(406, undefined, invalid.filter(Boolean))
}

/**
 * Fastify's and Node's own 4xx (bad media type, body too large, malformed URL or HTTP, …) keep
 * their status; outside the catalogue they get the payload-validation text.
 */
function clientProblem(status: number): HttpProblem {
  return new HttpProblem(status, statusMessage(status) ?? statusMessage(406))
}

function problemOf(error: FastifyError, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error
  if (error.validation) return validationProblem(error, request)
  const status = error.statusCode ?? 500
  return status >= 400 && status < 500 ? clientProblem(status) : new HttpProblem(500)
}

/** Error handler, and Fastify's `frameworkErrors` (a malformed URL, before any route). */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const problem = problemOf(error, request)
  if (problem.status >= 500 && !(error instanceof HttpProblem)) {
    request.log.error({ err: error }, 'unexpected error')
  }
  if (problem.retryAfter !== undefined) reply.header('retry-after', String(problem.retryAfter))
  reply
    .code(problem.status)
    .type('application/json')
    .send(
      errorBody(
        problem.status,
        problem.message,
        problem.fields,
        problem.retryAfter,
        problem.reason,
      ),
    )
}

/** Node's client errors with a status of their own (as in Fastify's default handler); else 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
}

/** Fastify's `clientErrorHandler`: HTTP that Node cannot parse gets the envelope too. */
export function sendClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = CLIENT_ERROR_STATUS[error.code] ?? 400
  const body = JSON.stringify(errorBody(status, clientProblem(status).message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

export default fp(
  async (app) => {
    app.setErrorHandler(sendError)
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404)))
  },
  { name: 'errors' },
)
