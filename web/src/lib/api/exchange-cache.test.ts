import { exchangeClient } from '@censo/contracts/client'
import * as employmentClient from '@censo/contracts/client/rh/employment'
import { describe, expect, it, vi } from 'vitest'
import { testApiBases } from '@/test/api-bases'
import { mockFetch } from '@/test/fetch'
import { clearExchangeCache } from './exchange-cache-clear'
import { createApiClients } from './http'

let token = 'header.payload.signature-of-maria'
let latitude = -8.0476
const { social, rh } = createApiClients({
  api: testApiBases,
  device: () => ({ id: 'a'.repeat(30), lat: latitude, lng: -34.877 }),
  token: () => token,
  onReaction: vi.fn(),
})

const exchangePath = '/social/v1/pessoa-fisica/exchange/'
const maria = { pf_ids: [42], options: { fields: ['nome' as const] } }

function server() {
  return mockFetch([
    {
      method: 'POST',
      path: exchangePath,
      body: { data: { SocialAPI: { '42': { pf_id: 42, nome: 'MARIA' } } } },
    },
    { method: 'POST', path: '/social/v1/pessoa-fisica/telefones/', body: { data: {} } },
  ])
}

describe('exchange cache (spec §3, §7: session storage)', () => {
  it('answers the same persons and fields from session storage, whatever the device object says', async () => {
    const calls = server()
    const first = await exchangeClient.exchangePersons(social, maria)
    latitude = -8.05
    const second = await exchangeClient.exchangePersons(social, maria)
    expect(second).toEqual(first)
    expect(calls.callsTo(exchangePath)).toHaveLength(1)
    // Other fields are another question.
    await exchangeClient.exchangePersons(social, { ...maria, options: { fields: ['foto_url'] } })
    expect(calls.callsTo(exchangePath)).toHaveLength(2)
  })

  it('asks again after a write to the social API, so a read after a save sees it', async () => {
    const calls = server()
    await exchangeClient.exchangePersons(social, maria)
    await social.post('v1/pessoa-fisica/telefones/', { json: { pf_id: 42 } })
    await exchangeClient.exchangePersons(social, maria)
    expect(calls.callsTo(exchangePath)).toHaveLength(2)
  })

  it('never serves one login the answers of another, and empties on clearExchangeCache', async () => {
    const calls = server()
    await exchangeClient.exchangePersons(social, maria)
    token = 'header.payload.signature-of-joao'
    await exchangeClient.exchangePersons(social, maria)
    expect(calls.callsTo(exchangePath)).toHaveLength(2)
    clearExchangeCache()
    await exchangeClient.exchangePersons(social, maria)
    expect(calls.callsTo(exchangePath)).toHaveLength(3)
  })

  it('keeps no failed answer', async () => {
    const calls = mockFetch([{ method: 'POST', path: exchangePath, status: 500, body: {} }])
    await expect(exchangeClient.exchangePersons(social, maria)).rejects.toThrow()
    await expect(exchangeClient.exchangePersons(social, maria)).rejects.toThrow()
    expect(calls.callsTo(exchangePath)).toHaveLength(2)
  })

  it('caches the employment records too; a write to the social API (the instituidor) empties it', async () => {
    const rhExchange = '/rh/v1/servidor/exchange/'
    const calls = mockFetch([
      { method: 'POST', path: rhExchange, body: { data: { RhAPI: [] } } },
      { method: 'PATCH', path: '/social/v1/pessoa-fisica/perfil/9008/', body: { data: {} } },
    ])
    await employmentClient.exchangeServidores(rh, [10011])
    await employmentClient.exchangeServidores(rh, [10011])
    expect(calls.callsTo(rhExchange)).toHaveLength(1)
    await social.patch('v1/pessoa-fisica/perfil/9008/', { json: { nome: 'João' } })
    await employmentClient.exchangeServidores(rh, [10011])
    expect(calls.callsTo(rhExchange)).toHaveLength(2)
  })
})
