import { statusMessage } from '@censo/contracts'
import {
  sampleReceiptCheck,
  sampleReceiptProtocol,
} from '@censo/fixtures/samples/receipt-validation'
import { beforeEach, describe, expect, it } from 'vitest'
import { maskName } from '../../domain/receipt-validation'
import { get, lockAndConsolidate, useTestApp } from '../../testing'

let clock = 0
beforeEach(() => {
  clock = Date.parse('2025-03-01T12:00:00Z')
})
const test = useTestApp({ now: () => clock, receiptLookupsPerMinute: 3 })

const lookup = (protocol: string, ip = '203.0.113.7') =>
  test.app.inject({
    method: 'GET',
    url: `/recad/v1/validate/receipt/${protocol}/`,
    remoteAddress: ip,
  })

describe('GET /recad/v1/validate/receipt/{protocol}/ (public)', () => {
  it('answers what the receipt shows, the name masked, without any token', async () => {
    const response = await lookup(sampleReceiptProtocol)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: { RecadAPI: sampleReceiptCheck } })
    expect(response.body).not.toContain('14725836982')
    expect(response.body).not.toContain('Edvaldo')
  })

  it('takes the protocol without dashes and in any case', async () => {
    expect((await lookup('a3f91c0b7d2e')).statusCode).toBe(200)
    expect((await lookup('a3-F9-1c-0B-7d-2E')).statusCode).toBe(200)
  })

  it('answers 404 for an unknown protocol and for a case that is no longer done', async () => {
    expect((await lookup('00-00-00-00-00-00')).json()).toMatchObject({ error: { status: 404 } })
    // A new round of the same case retires its receipt.
    const hash = await lockAndConsolidate(test.app, 1001)
    expect((await lookup(hash)).json().data.RecadAPI.nome_mascarado).toBe(
      'M**** d** G***** A**********',
    )
    await test.app.store.update((data) => {
      const person = data.persons.find((p) => p.pf_id === 1001)
      if (person?.case) person.case.status = 'released'
    })
    expect((await lookup(hash)).statusCode).toBe(404)
  })

  it('answers 406 with the catalogue message for a malformed protocol', async () => {
    for (const protocol of ['A3-F9-1C', 'A3-F9-1C-0B-7D-2G', 'A3-F9-1C-0B-7D-2E-00', '..%2Fetc']) {
      const response = await lookup(protocol, `198.51.100.${protocol.length}`)
      expect(response.statusCode, protocol).toBe(406)
      expect(response.json().error.message).toBe(
        'Falha na validação do payload...verifique os dados informados',
      )
    }
  })

  it('limits look-ups per client IP per minute (429 with Retry-After), cleared by /__dev/reset', async () => {
    for (let i = 0; i < 3; i++) expect((await lookup('00-00-00-00-00-00')).statusCode).toBe(404)
    const limited = await lookup('A3-F9-1C-0B-7D-2E')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({
      status: 429,
      message: statusMessage(429),
      retry_after: 60,
    })
    expect(limited.headers['retry-after']).toBe('60')
    expect(limited.body).not.toContain('Recife')
    // Another client is not affected; the window passes.
    expect((await lookup('A3-F9-1C-0B-7D-2E', '203.0.113.8')).statusCode).toBe(200)
    clock += 45_000
    expect((await lookup('A3-F9-1C-0B-7D-2E')).headers['retry-after']).toBe('15')
    clock += 15_000
    expect((await lookup('A3-F9-1C-0B-7D-2E')).statusCode).toBe(200)
    for (let i = 0; i < 3; i++) await lookup('A3-F9-1C-0B-7D-2E')
    expect((await lookup('A3-F9-1C-0B-7D-2E')).statusCode).toBe(429)
    await test.app.inject({ method: 'POST', url: '/__dev/reset' })
    expect((await lookup('A3-F9-1C-0B-7D-2E')).statusCode).toBe(200)
  })

  it('is listed in the OpenAPI document without security, with a schema for each status', async () => {
    const doc = (await get(test.app, '/docs/json')).json()
    const operation = doc.paths['/recad/v1/validate/receipt/{protocol}/'].get
    expect(operation.security).toEqual([])
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '404', '406', '429', '500'])
  })
})

describe('maskName', () => {
  it('keeps the first letter of each word', () => {
    expect(maskName('Maria das Graças Albuquerque')).toBe('M**** d** G***** A**********')
    expect(maskName('  Ana  ')).toBe('A**')
    expect(maskName('Şahin Ó')).toBe('Ş**** Ó')
  })
})
