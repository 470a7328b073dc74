import fp from 'fastify-plugin'
import type { CodeChannel, OutboxMessage } from '../domain/model'
import { nextId } from '../domain/ids'

export interface OutboxInput {
  channel: CodeChannel
  to: string
  pf_id: number
  resource_id: number
  code: string
}

/** The notice of a case's outcome, by SMS to one mobile phone. */
export interface OutcomeInput {
  to: string
  pf_id: number
  resource_id: number
  text: string
}

type OutboxData = { outbox: OutboxMessage[] }

export interface Outbox {
  /** Records a one-time code as sent (inside the caller's db update) and logs it. */
  send(data: OutboxData, input: OutboxInput): OutboxMessage
  /** Records the SMS that tells a person the outcome of their case (inside a db update). */
  notify(data: OutboxData, input: OutcomeInput): OutboxMessage
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox
  }
}

/** The outbox keeps the newest messages only: a script sending codes for hours cannot grow it. */
export const OUTBOX_SIZE = 500

export function codeText(code: string): string {
  return `Seu código de acesso ao Recenseamento é ${code}`
}

export default fp(
  async (app) => {
    const record = (data: OutboxData, sent: Omit<OutboxMessage, 'id' | 'created_at'>) => {
      const message: OutboxMessage = {
        id: nextId(data.outbox.map((entry) => entry.id)),
        ...sent,
        created_at: new Date(app.config.now()).toISOString(),
      }
      data.outbox.push(message)
      if (data.outbox.length > OUTBOX_SIZE) data.outbox.splice(0, data.outbox.length - OUTBOX_SIZE)
      app.log.info({ outbox: message }, `outbox ${message.channel} to ${message.to}`)
      if (app.config.echoOutbox) {
        const label = message.channel === 'sms' ? 'SMS' : 'E-mail'
        console.log(
          `[outbox] ${label} para ${message.to} (pf_id ${message.pf_id}): ${message.text}`,
        )
      }
      return message
    }
    app.decorate('outbox', {
      send: (data, input) => record(data, { kind: 'code', ...input, text: codeText(input.code) }),
      notify: (data, input) =>
        record(data, { kind: 'outcome', channel: 'sms', code: null, ...input }),
    } satisfies Outbox)
  },
  { name: 'outbox', decorators: { fastify: ['config'] } },
)
