import { MatchersV3 } from '@pact-foundation/pact'
import ky from 'ky'
import { describe, expect, it } from 'vitest'
import { lookUpPostalCode } from '../../src/client/cep/postal-code'
import { expectStatus, pactWith } from '../support'
import { errorAnswer } from '../wire'

/** The postal-code service (census-wizard §7 Postal code): public, no token. */

const { like, integer } = MatchersV3
const pact = pactWith('cep-api')
const client = (url: string) => ky.create({ prefix: url, retry: 0 })

/** The lookup of `cep`, and the service's answer: the place it is, `entidade_cep`. */
const lookup = (description: string, cep: string) =>
  pact.addInteraction().uponReceiving(description).withRequest('GET', `/v1/cep/${cep}/`)
const placeAnswer = (place: object) => ({ data: { entidade_cep: place } })

describe('CEP API', () => {
  it('answers where a postal code is', async () => {
    await lookup('a lookup of a postal code with its street', '50050000')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          placeAnswer({
            cep: '50050000',
            cidade: { cidade: like('Recife'), cidade_id: integer(100) },
            uf: { uf_sigla: like('PE') },
            bairro: { bairro: like('Boa Vista'), bairro_id: integer(1012) },
            endereco: { tipo_logradouro: like('Rua'), logradouro: like('da Aurora') },
          }),
        ),
      )
      .executeTest(async (server) => {
        const postal = await lookUpPostalCode(client(server.url), '50050000')
        expect(postal.endereco?.logradouro).toBe('da Aurora')
        expect(postal.bairro?.bairro_id).toBe(1012)
      })
  })

  it("answers a whole city's postal code without neighbourhood nor street", async () => {
    await lookup('a lookup of the postal code of a whole city', '53900000')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          placeAnswer({
            cep: '53900000',
            cidade: { cidade: like('Ilha de Itamaracá'), cidade_id: integer(110) },
            uf: { uf_sigla: like('PE') },
            bairro: null,
            endereco: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const postal = await lookUpPostalCode(client(server.url), '53900000')
        expect(postal.bairro).toBeNull()
      })
  })

  it('answers 404 for an unknown postal code', async () => {
    await lookup('a lookup of an unknown postal code', '99999999')
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(lookUpPostalCode(client(server.url), '99999999'), 404)
      })
  })
})
