import { MatchersV3 } from '@pact-foundation/pact'
import ky from 'ky'
import { describe, expect, it } from 'vitest'
import { lookUpPostalCode } from '../../src/client/cep/postal-code'
import { expectStatus, pactWith } from '../support'
import { errorBody } from '../wire'

/** The postal-code service (census-wizard §7 Postal code): public, no token. */

const { like } = MatchersV3
const pact = pactWith('cep-api')
const client = (url: string) => ky.create({ prefix: url, retry: 0 })

describe('CEP API', () => {
  it('answers where a postal code is', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a lookup of a postal code with its street')
      .withRequest('GET', '/v1/cep/50050000/')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            entidade_cep: {
              cep: '50050000',
              cidade: { cidade: like('Recife') },
              uf: { uf_sigla: like('PE') },
              bairro: { bairro: like('Boa Vista') },
              endereco: { tipo_logradouro: like('Rua'), logradouro: like('da Aurora') },
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const postal = await lookUpPostalCode(client(server.url), '50050000')
        expect(postal.endereco?.logradouro).toBe('da Aurora')
      })
  })

  it("answers a whole city's postal code without neighbourhood nor street", async () => {
    await pact
      .addInteraction()
      .uponReceiving('a lookup of the postal code of a whole city')
      .withRequest('GET', '/v1/cep/53900000/')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            entidade_cep: {
              cep: '53900000',
              cidade: { cidade: like('Ilha de Itamaracá') },
              uf: { uf_sigla: like('PE') },
              bairro: null,
              endereco: null,
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const postal = await lookUpPostalCode(client(server.url), '53900000')
        expect(postal.bairro).toBeNull()
      })
  })

  it('answers 404 for an unknown postal code', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a lookup of an unknown postal code')
      .withRequest('GET', '/v1/cep/99999999/')
      .willRespondWith(404, (response) => response.jsonBody(errorBody(404)))
      .executeTest(async (server) => {
        await expectStatus(lookUpPostalCode(client(server.url), '99999999'), 404)
      })
  })
})
