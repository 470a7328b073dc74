import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { requestAppToken } from '../src/client/auth'
import { clientFor, deviceBody, pactWith } from './support'

const { like } = MatchersV3
const pact = pactWith('auth-api')

describe('auth API', () => {
  it('answers 401 with an app token for a known api key', async () => {
    await pact
      .addInteraction()
      .given('the api key censo-dev-key is registered')
      .uponReceiving('a request for an app token')
      .withRequest('POST', '/v1/auth/', (request) => {
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ apikey: 'censo-dev-key', device: deviceBody })
      })
      .willRespondWith(401, (response) => {
        response.jsonBody({ access_token: like('eyJhbGciOiJIUzI1NiJ9.e30.app') })
      })
      .executeTest(async (server) => {
        const token = await requestAppToken(clientFor(server.url, null), 'censo-dev-key')
        expect(token).toBe('eyJhbGciOiJIUzI1NiJ9.e30.app')
      })
  })

  it('refuses an unknown api key', async () => {
    await pact
      .addInteraction()
      .given('the api key censo-dev-key is registered')
      .uponReceiving('a request for an app token with an unknown key')
      .withRequest('POST', '/v1/auth/', (request) => {
        request
          .headers({ 'Content-Type': 'application/json' })
          .jsonBody({ apikey: 'chave-desconhecida', device: deviceBody })
      })
      .willRespondWith(403, (response) => {
        response.jsonBody({ error: { status: 403, message: like('Sessão expirada') } })
      })
      .executeTest(async (server) => {
        await expect(
          requestAppToken(clientFor(server.url, null), 'chave-desconhecida'),
        ).rejects.toMatchObject({ response: { status: 403 } })
      })
  })
})
