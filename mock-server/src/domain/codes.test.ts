import { describe, expect, it } from 'vitest'
import { checkCode, generateCode, issueCode, MAX_ATTEMPTS } from './codes'
import type { MockDb } from './model'

const emptyDb = (): MockDb => ({
  version: 1,
  persons: [],
  files: [],
  sends: [],
  codes: [],
  outbox: [],
})
const issue = (data: MockDb, now = 0) =>
  issueCode(data, { pf_id: 1, resource_id: 10, channel: 'sms', ttlSeconds: 60, now })

describe('codes', () => {
  it('generates six digits', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/)
  })

  it('keeps one live code per person', () => {
    const data = emptyDb()
    issue(data)
    issue(data)
    expect(data.codes).toHaveLength(1)
  })

  it('consumes the right code', () => {
    const data = emptyDb()
    const { code } = issue(data)
    expect(checkCode(data, { pf_id: 1, resource_id: 10, code, now: 1 })).toBe('ok')
    expect(checkCode(data, { pf_id: 1, resource_id: 10, code, now: 1 })).toBe('none')
  })

  it('counts a code for another resource as a wrong try', () => {
    const data = emptyDb()
    const { code } = issue(data)
    expect(checkCode(data, { pf_id: 1, resource_id: 11, code, now: 1 })).toBe('wrong')
    expect(data.codes[0]?.attempts).toBe(1)
  })

  it('burns at the last allowed wrong try and expires with time', () => {
    const data = emptyDb()
    const { code } = issue(data)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      checkCode(data, { pf_id: 1, resource_id: 10, code: wrong, now: 1 })
    expect(checkCode(data, { pf_id: 1, resource_id: 10, code, now: 1 })).toBe('burned')
    const fresh = issue(data)
    expect(checkCode(data, { pf_id: 1, resource_id: 10, code: fresh.code, now: 60_000 })).toBe(
      'expired',
    )
  })
})
