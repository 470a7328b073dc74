import { randomInt } from 'node:crypto'
import type { CodeChannel, LoginCode, MockDb } from './model'

export const CODE_LENGTH = 6
export const MAX_ATTEMPTS = 5
export const INVALID_CODE_MESSAGE = 'Código inválido'

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

interface IssueInput {
  pf_id: number
  resource_id: number
  channel: CodeChannel
  ttlSeconds: number
  now: number
}

/** Issues a fresh code, replacing any previous one of that person. */
export function issueCode(data: MockDb, input: IssueInput): LoginCode {
  const code: LoginCode = {
    pf_id: input.pf_id,
    resource_id: input.resource_id,
    channel: input.channel,
    code: generateCode(),
    expires_at: input.now + input.ttlSeconds * 1000,
    attempts: 0,
    burned: false,
  }
  data.codes = data.codes.filter((entry) => entry.pf_id !== input.pf_id)
  data.codes.push(code)
  return code
}

export type CodeCheck = 'ok' | 'none' | 'expired' | 'burned' | 'wrong'

/**
 * Checks a typed code. A wrong code (or a code for another resource) counts an attempt; the
 * MAX_ATTEMPTS-th wrong attempt burns the code. The right code is consumed.
 */
export function checkCode(
  data: MockDb,
  input: { pf_id: number; resource_id: number; code: string; now: number },
): CodeCheck {
  const live = data.codes.find((entry) => entry.pf_id === input.pf_id)
  if (!live) return 'none'
  if (live.burned) return 'burned'
  if (live.expires_at <= input.now) return 'expired'
  if (live.code !== input.code || live.resource_id !== input.resource_id) {
    live.attempts++
    if (live.attempts >= MAX_ATTEMPTS) live.burned = true
    return 'wrong'
  }
  data.codes = data.codes.filter((entry) => entry !== live)
  return 'ok'
}
