import { statusMessage } from '@censo/contracts'

/** A domain error: answered as `{ error: { status, message, fields? } }` by the errors plugin. */
export class HttpProblem extends Error {
  readonly status: number
  readonly fields: string[] | undefined

  constructor(status: number, message?: string, fields?: string[]) {
    super(message ?? statusMessage(status) ?? statusMessage(999))
    this.name = 'HttpProblem'
    this.status = status
    this.fields = fields
  }
}
