import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as documents from '../../src/client/recad/documents'
import { example, given, pactWith, personClient } from '../support'
import { isoDateTime, personPath, personRead, recadAnswer, sends } from '../wire'
import { documentItem, fileIds, withFiles } from '../storage/stored-files'

/** Step 6's case-specific lists on the recad API (census-wizard §7 Images). */

const { eachLike } = MatchersV3
const pact = pactWith('recad-api')

describe('recad API: case-specific document lists (step 6)', () => {
  it('reads the five lists, empty where the person has none', async () => {
    await given(pact, withFiles({ imagens: { d06f17: [fileIds.ato] } }))
      .uponReceiving('a request for the case-specific document lists')
      .withRequest(
        'GET',
        personPath((pfId) => `/v1/servidor/document/${pfId}/all/`),
        personRead,
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({
            i0k6d5: [],
            er0zqc: [],
            ebdf70: [],
            d06f17: eachLike(documentItem(fileIds.ato)),
            cnis: [],
          }),
        ),
      )
      .executeTest(async (server) => {
        const lists = await documents.readRecadDocuments(personClient(server.url), example.pfId)
        expect(lists.d06f17[0]?.file_id).toBe(fileIds.ato)
        expect(lists.cnis).toEqual([])
      })
  })

  it('attaches a stored file to Ato de Posse', async () => {
    const body = { pf_id: example.pfId, file_id: fileIds.ato, add: ['ebdf70' as const], remove: [] }
    await given(pact, withFiles())
      .uponReceiving('an attach of a stored file to Ato de Posse')
      .withRequest('PUT', '/v1/servidor/document/change/', sends(body))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          recadAnswer({ pf_id: example.pfId, data_hora: isoDateTime('2026-03-02T12:05:00.000Z') }),
        ),
      )
      .executeTest(async (server) => {
        const change = documents.changeRecadDocument(personClient(server.url), body)
        await expect(change).resolves.toBeUndefined()
      })
  })
})
