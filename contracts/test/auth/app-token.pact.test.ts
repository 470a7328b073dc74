import { MatchersV3 } from '@pact-foundation/pact'
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types'
import { describe, expect, it } from 'vitest'
import { requestAppToken } from '../../src/client/auth/app-token'
import { anonymousClient, expectStatus, given, pactWith, providerState } from '../support'
import { deviceBody } from '../wire'

const { like } = MatchersV3
const pact = pactWith('auth-api')
const keyRegistered = providerState('the api key censo-dev-key is registered')

/** No bearer (the app has no token yet) and no checksum (spec §7, ADR 003). */
const tokenRequest = (apikey: string) => (request: V4RequestBuilder) => {
  request.headers({ 'Content-Type': 'application/json' }).jsonBody({ apikey, device: deviceBody })
}

describe('auth API', () => {
  it('answers 401 with an app token for a known api key', async () => {
    await given(pact, keyRegistered)
      .uponReceiving('a request for an app token')
      .withRequest('POST', '/v1/auth/', tokenRequest('censo-dev-key'))
      .willRespondWith(401, (response) => {
        response.jsonBody({ access_token: like('eyJhbGciOiJIUzI1NiJ9.e30.app') })
      })
      .executeTest(async (server) => {
        const token = await requestAppToken(anonymousClient(server.url), 'censo-dev-key')
        expect(token).toBe('eyJhbGciOiJIUzI1NiJ9.e30.app')
      })
  })

  it('refuses an unknown api key', async () => {
    await given(pact, keyRegistered)
      .uponReceiving('a request for an app token with an unknown key')
      .withRequest('POST', '/v1/auth/', tokenRequest('chave-desconhecida'))
      .willRespondWith(403, (response) => {
        response.jsonBody({ error: { status: 403, message: like('Sessão expirada') } })
      })
      .executeTest(async (server) => {
        await expectStatus(requestAppToken(anonymousClient(server.url), 'chave-desconhecida'), 403)
      })
  })
})
