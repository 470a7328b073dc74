import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { validateReceipt } from '../../src/client/recad/receipt-validation'
import { clientFor, expectStatus, pactWith } from '../support'
import { errorBody, isoDateTime, recadAnswer } from '../wire'
import { withCase } from './cases'

const { integer, like, regex } = MatchersV3
const pact = pactWith('recad-api')

/** Anyone holding a receipt: no token at all. */
const anonymous = (url: string) => clientFor(url, null)

describe('recad API: receipt validation (public)', () => {
  it('answers the facts of an authentic receipt, the name and CPF masked', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is done', withCase('done'))
      .uponReceiving('a public validation of the protocol of a done case')
      .withRequest('GET', '/v1/validate/receipt/A3-F9-1C-0B-7D-2E/')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({
            entidade: like('Recife'),
            nome_mascarado: regex(/^[^*\s]\**( [^*\s]\**)*$/, 'M**** d* S****'),
            cpf_mascarado: regex(/^\*\*\*\.\d{3}\.\d{3}-\*\*$|^N\/D$/, '***.982.247-**'),
            data_hora: isoDateTime('2025-06-02T09:05:00-03:00'),
            tecnico: like('Amanda Correia Lima'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await validateReceipt(anonymous(server.url), 'A3-F9-1C-0B-7D-2E')
        expect(answer.cpf_mascarado).toBe('***.982.247-**')
        expect(answer.nome_mascarado).toMatch(/^M\*+/)
      })
  })

  it('answers 404 when no consolidated case has the protocol', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is done', withCase('done'))
      .uponReceiving('a public validation of an unknown protocol')
      .withRequest('GET', '/v1/validate/receipt/00-00-00-00-00-00/')
      .willRespondWith(404, (response) => response.jsonBody(errorBody(404)))
      .executeTest(async (server) => {
        await expectStatus(validateReceipt(anonymous(server.url), '00-00-00-00-00-00'), 404)
      })
  })

  it('answers 406 for a malformed protocol', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a public validation of a malformed protocol')
      .withRequest('GET', '/v1/validate/receipt/A3-F9-1C/')
      .willRespondWith(406, (response) => response.jsonBody(errorBody(406)))
      .executeTest(async (server) => {
        await expectStatus(validateReceipt(anonymous(server.url), 'A3-F9-1C'), 406)
      })
  })

  it('answers 429 with retry_after when this client looked up too often', async () => {
    await pact
      .addInteraction()
      .given('this client has spent its receipt look-ups')
      .uponReceiving('a public validation past the per-client limit')
      .withRequest('GET', '/v1/validate/receipt/A3-F9-1C-0B-7D-2E/')
      .willRespondWith(429, (response) =>
        response
          .headers({ 'Retry-After': regex(/^\d+$/, '60') })
          .jsonBody({ error: { ...errorBody(429).error, retry_after: integer(60) } }),
      )
      .executeTest(async (server) => {
        await expectStatus(validateReceipt(anonymous(server.url), 'A3-F9-1C-0B-7D-2E'), 429)
      })
  })
})
