import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { getReceipt } from '../../src/client/recad/receipt'
import { example, expectStatus, given, pactWith, personClient } from '../support'
import { errorAnswer, personPath, personRead, recadAnswer } from '../wire'
import { withCase } from './cases'

const { regex } = MatchersV3
const pact = pactWith('recad-api')

const receiptPath = personPath((pfId) => `/v1/validate/${pfId}/report/`)

describe('recad API: receipt', () => {
  it('answers the address of the receipt of a done case', async () => {
    await given(pact, withCase('done'))
      .uponReceiving('a receipt request for a done case')
      .withRequest('GET', receiptPath, personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({
            url_file: regex(
              /^https?:\/\/\S+$/,
              `http://localhost:3333/files/receipts/${example.pfId}-a3f91c0b7d2e.pdf`,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const receipt = await getReceipt(personClient(server.url), example.pfId)
        expect(receipt.url_file).toMatch(/^http/)
      })
  })

  it('answers 404 while the case is not done (there is no receipt yet)', async () => {
    await given(pact, withCase('locked'))
      .uponReceiving('a receipt request for a locked case')
      .withRequest('GET', receiptPath, personRead)
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(getReceipt(personClient(server.url), example.pfId), 404)
      })
  })
})
