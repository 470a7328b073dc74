import ky from 'ky'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { authClient, exchangeClient, socialClient } from '@censo/contracts/client'
import { testApiBases } from '@/test/api-bases'
import { mockFetch } from '@/test/fetch'
import { createApiClients, LOGIN_FLOW_CONTEXT } from './http'

const api = testApiBases
const device = { id: 'a'.repeat(30), lat: -8.0476, lng: -34.877 }
const onReaction = vi.fn()

function clients(token: string | null = 'stored-token') {
  return createApiClients({ api, device: () => device, token: () => token, onReaction })
}

const phonesPath = '/social/v1/pessoa-fisica/telefones/42/'
const exchangeBody = { pf_ids: [42], options: { fields: ['nome' as const] } }

describe('createApiClients', () => {
  beforeEach(() => onReaction.mockReset())

  it('builds each client when it is first used, and only once', () => {
    const create = vi.spyOn(ky, 'create')
    const built = clients()
    expect(create).not.toHaveBeenCalled()
    const social = built.social
    expect(built.social).toBe(social)
    expect(built.rh).not.toBe(social)
    expect(create).toHaveBeenCalledOnce()
  })

  it('sends the bearer token, the device object and the checksum of the body', async () => {
    const server = mockFetch([
      {
        method: 'POST',
        path: '/social/v1/pessoa-fisica/exchange/',
        body: { data: { SocialAPI: {} } },
      },
    ])
    await exchangeClient.exchangePersons(clients().social, exchangeBody)
    const [call] = server.calls
    expect(call?.url).toBe('/social/v1/pessoa-fisica/exchange/')
    expect(call?.headers.get('Authorization')).toBe('Bearer stored-token')
    expect(call?.body).toEqual({ ...exchangeBody, device })
    expect(call?.headers.get('X-Checksum')).toMatch(/^[0-9a-f]{64}$/)
  })

  it("tries a failed read once: retrying it is the query cache's", async () => {
    const server = mockFetch([
      { path: phonesPath, status: 503, body: { error: { status: 503, message: 'x' } } },
    ])
    await expect(socialClient.listPhones(clients().social, 42)).rejects.toThrow()
    expect(server.calls).toHaveLength(1)
  })

  it('reports a 401 of an ordinary call as "unauthorized"', async () => {
    mockFetch([{ path: phonesPath, status: 401, body: { error: { status: 401, message: 'x' } } }])
    await expect(socialClient.listPhones(clients().social, 42)).rejects.toThrow()
    expect(onReaction).toHaveBeenCalledWith('unauthorized', expect.any(Request))
  })

  it('reports a 403 of an ordinary call as "forbidden"', async () => {
    mockFetch([{ path: phonesPath, status: 403, body: { error: { status: 403, message: 'x' } } }])
    await expect(socialClient.listPhones(clients().social, 42)).rejects.toThrow()
    expect(onReaction).toHaveBeenCalledWith('forbidden', expect.any(Request))
  })

  it('leaves the auth API 401 (the app token answer) alone', async () => {
    mockFetch([
      { method: 'POST', path: '/auth/v1/auth/', status: 401, body: { access_token: 'app' } },
    ])
    await expect(authClient.requestAppToken(clients(null).auth, 'key')).resolves.toBe('app')
    expect(onReaction).not.toHaveBeenCalled()
  })

  it('leaves 401 and 403 of the login flow to the login screen', async () => {
    const login = clients().social.extend({ context: LOGIN_FLOW_CONTEXT })
    mockFetch([
      { method: 'POST', path: '/social/v1/person/login/', status: 401, body: {} },
      { method: 'POST', path: '/social/v2/pessoa-fisica/login/', status: 403, body: {} },
    ])
    const verify = { pf_id: 1, code: '123456', resource_id: 1, oid: '1', oeid: '1' }
    await expect(socialClient.verifyCode(login, verify)).rejects.toThrow()
    const credentials = { cpf: '52998224725', nascimento: '1980-01-01', oid: '1', oeid: '1' }
    await expect(
      socialClient.login(login, { ...credentials, response_token: 'dev-x' }),
    ).rejects.toThrow()
    expect(onReaction).not.toHaveBeenCalled()
  })
})
