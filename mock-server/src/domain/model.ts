import type { SeedData, SeedStoredFile } from '@censo/fixtures'

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

/**
 * A message the mock "sent" (read by developers and e2e at GET /__dev/outbox): a one-time code,
 * or the notice of a case's outcome (census-wizard §1: by SMS, when a mobile phone was given).
 */
export interface OutboxMessage {
  id: number
  kind: 'code' | 'outcome'
  channel: CodeChannel
  /** The full, unmasked phone (E.164) or e-mail address. */
  to: string
  pf_id: number
  /** The phone's tel_id or the e-mail's email_id it went to. */
  resource_id: number
  /** The one-time code; null for an outcome notice. */
  code: string | null
  text: string
  created_at: string
}

/** A stored file; one that came by upload carries its send (listed once the send is done). */
export interface StoredFileRecord extends SeedStoredFile {
  send_id?: string
}

/** One upload (storage POST /v2/upload/): processing until `ready_at`, never when null. */
export interface UploadSend {
  send_id: string
  /** Who uploaded (only they poll it). */
  pf_id: number
  ref_id: number
  file_ids: number[]
  /** Epoch milliseconds. */
  created_at: number
  ready_at: number | null
}

export interface MockDb extends SeedData {
  files: StoredFileRecord[]
  sends: UploadSend[]
  codes: LoginCode[]
  outbox: OutboxMessage[]
}
