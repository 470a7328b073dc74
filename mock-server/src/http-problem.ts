import { statusMessage } from '@censo/contracts'

/** A domain error: answered as `{ error: { status, message, fields? } }` by the errors plugin. */
export class HttpProblem extends Error {
  readonly status: number
  readonly fields: string[] | undefined
  /** A 429's wait in seconds: `retry_after` in the body and the Retry-After header. */
  retryAfter: number | undefined
  /** Why, in a tester's words, beside the spec's message (`reason` in the body). */
  reason: string | undefined

  constructor(status: number, message?: string, fields?: string[]) {
    super(message ?? statusMessage(status) ?? statusMessage(999))
    this.name = 'HttpProblem'
    this.status = status
    this.fields = fields
  }

  /** The spec's answer for `status`, with why in a tester's words. */
  static because(status: number, reason: string, fields?: string[]): HttpProblem {
    const problem = new HttpProblem(status, undefined, fields)
    problem.reason = reason
    return problem
  }

  /** 429 Too Many Requests: try again in `seconds`. */
  static tooMany(seconds: number, message?: string): HttpProblem {
    const problem = new HttpProblem(429, message)
    problem.retryAfter = seconds
    return problem
  }
}
