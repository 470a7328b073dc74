import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { validateReceipt } from '../../src/client/recad/receipt-validation'
import {
  anonymousClient,
  expectStatus,
  given,
  pactWith,
  providerState,
  type ProviderState,
} from '../support'
import { errorAnswer, isoDateTime, rateLimited, recadAnswer } from '../wire'
import { withCase } from './cases'

const { like, regex } = MatchersV3
const pact = pactWith('recad-api')

/** Anyone's validation of `protocol`: no token at all. */
const validation = (protocol: string, description: string, state?: ProviderState) => {
  const interaction = state ? given(pact, state) : pact.addInteraction()
  return interaction
    .uponReceiving(description)
    .withRequest('GET', `/v1/validate/receipt/${protocol}/`)
}

describe('recad API: receipt validation (public)', () => {
  it('answers the facts of an authentic receipt, the name and CPF masked', async () => {
    await validation(
      'A3-F9-1C-0B-7D-2E',
      'a public validation of the protocol of a done case',
      withCase('done'),
    )
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
        const answer = await validateReceipt(anonymousClient(server.url), 'A3-F9-1C-0B-7D-2E')
        expect(answer.cpf_mascarado).toBe('***.982.247-**')
        expect(answer.nome_mascarado).toMatch(/^M\*+/)
      })
  })

  it('answers 404 when no consolidated case has the protocol', async () => {
    await validation(
      '00-00-00-00-00-00',
      'a public validation of an unknown protocol',
      withCase('done'),
    )
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(validateReceipt(anonymousClient(server.url), '00-00-00-00-00-00'), 404)
      })
  })

  it('answers 406 for a malformed protocol', async () => {
    await validation('A3-F9-1C', 'a public validation of a malformed protocol')
      .willRespondWith(406, errorAnswer(406))
      .executeTest(async (server) => {
        await expectStatus(validateReceipt(anonymousClient(server.url), 'A3-F9-1C'), 406)
      })
  })

  it('answers 429 with retry_after when this client looked up too often', async () => {
    await validation(
      'A3-F9-1C-0B-7D-2E',
      'a public validation past the per-client limit',
      providerState('this client has spent its receipt look-ups'),
    )
      .willRespondWith(429, rateLimited)
      .executeTest(async (server) => {
        await expectStatus(validateReceipt(anonymousClient(server.url), 'A3-F9-1C-0B-7D-2E'), 429)
      })
  })
})
