import { statusMessage, type ErrorBody } from '@censo/contracts'
import type { FastifyError, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpProblem } from '../http-problem'
import { isRecord } from './exemptions'

export function errorBody(status: number, message?: string, fields?: string[]): ErrorBody {
  const text = message ?? statusMessage(status) ?? statusMessage(999) ?? ''
  return { error: { status, message: text, ...(fields?.length ? { fields } : {}) } }
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number]

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function segments(issue: ValidationIssue): string[] {
  return issue.instancePath.split('/').filter(Boolean)
}

function valueAt(root: unknown, path: string[]): unknown {
  let current = root
  for (const key of path) {
    if (!isRecord(current)) return undefined
    current = current[key]
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

function problemOf(error: FastifyError, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error
  if (error.validation) return validationProblem(error, request)
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (bad media type, body too large, …) keep their status; outside the
    // catalogue they get the payload-validation text.
    return new HttpProblem(status, statusMessage(status) ?? statusMessage(406))
  }
  return new HttpProblem(500)
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const problem = problemOf(error, request)
      if (problem.status >= 500 && !(error instanceof HttpProblem)) {
        request.log.error({ err: error }, 'unexpected error')
      }
      return reply
        .code(problem.status)
        .type('application/json')
        .send(errorBody(problem.status, problem.message, problem.fields))
    })
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404)))
  },
  { name: 'errors' },
)
