import type { SeedData } from '@censo/fixtures'

export type CodeChannel = 'sms' | 'email'

/** A one-time login code; one live code per person. */
export interface LoginCode {
  pf_id: number
  resource_id: number
  channel: CodeChannel
  code: string
  /** Epoch milliseconds. */
  expires_at: number
  attempts: number
  burned: boolean
}

/** A message the mock "sent" (read by developers and e2e at GET /__dev/outbox). */
export interface OutboxMessage {
  id: number
  channel: CodeChannel
  /** The full, unmasked phone (E.164) or e-mail address. */
  to: string
  pf_id: number
  resource_id: number
  code: string
  text: string
  created_at: string
}

export interface MockDb extends SeedData {
  codes: LoginCode[]
  outbox: OutboxMessage[]
}
