import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as storage from '../../src/client/storage/files'
import { UPLOAD_TIPO_COD } from '../../src/schemas/storage/files'
import { example, expectStatus, given, loggedIn, pactWith, personClient } from '../support'
import { errorAnswer, personPath, personRead, sends } from '../wire'
import { author, fileIds, png, sendId, signedUrl, withFiles } from './stored-files'

/** Step 6 on the storage API (census-wizard §7 Images): its own pact file (ADR 004). */

const { regex, eachLike, integer } = MatchersV3
const pact = pactWith('storage-api')
const storageAnswer = (payload: unknown) => ({ data: { StorageAPI: payload } })
const uploadPath = personPath((pfId) => `/v2/upload/${pfId}/`)

const file = {
  name: 'rg.png',
  'mime-type': 'image/png' as const,
  upload_tipo_cod: [UPLOAD_TIPO_COD as 99],
  sha: png.sha,
  data: png.base64,
}

/** A stored file as the storage lists it. */
const storedFile = (fileId: number) => ({
  file_id: fileId,
  ref_id: example.pfId,
  name: 'rg.png',
  'mime-type': 'image/png',
  size: integer(458),
  sha: regex(/^[0-9a-f]{64}$/, png.sha),
  url: signedUrl(fileId),
  author,
})

describe('storage API: upload, promise, docs, delete (step 6)', () => {
  it('takes an upload of the person and answers the send to poll', async () => {
    const body = { files: [file], checksum: await storage.uploadChecksum([file]) }
    await given(pact, loggedIn)
      .uponReceiving('an upload of an image of the person')
      .withRequest('POST', uploadPath, sends(body))
      .willRespondWith(200, (response) =>
        response.jsonBody(storageAnswer({ send_id: regex(/^[0-9a-f]{32}$/, sendId) })),
      )
      .executeTest(async (server) => {
        const answer = await storage.upload(personClient(server.url), example.pfId, [file])
        expect(answer.send_id).toBe(sendId)
      })
  })

  it('refuses a file whose sha is not its bytes (412)', async () => {
    const wrong = { ...file, sha: 'f'.repeat(64) }
    const body = { files: [wrong], checksum: await storage.uploadChecksum([wrong]) }
    await given(pact, loggedIn)
      .uponReceiving('an upload whose sha is not the bytes')
      .withRequest('POST', uploadPath, sends(body))
      .willRespondWith(412, errorAnswer(412, ['files.0.sha']))
      .executeTest(async (server) => {
        await expectStatus(storage.upload(personClient(server.url), example.pfId, [wrong]), 412)
      })
  })

  it('answers a finished send with its files', async () => {
    await given(pact, withFiles())
      .uponReceiving('a poll of a finished send')
      .withRequest('GET', `/v2/promise/${sendId}/`, personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          storageAnswer({
            send_id: sendId,
            send_status_code: 200,
            files: eachLike(storedFile(fileIds.rg)),
          }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await storage.getPromise(personClient(server.url), sendId)
        expect(answer.send_status_code).toBe(200)
        expect(answer.files?.[0]?.file_id).toBe(fileIds.rg)
      })
  })

  it('answers a send still processing without files', async () => {
    await given(pact, withFiles({}, 'processing'))
      .uponReceiving('a poll of a send still processing')
      .withRequest('GET', `/v2/promise/${sendId}/`, personRead)
      .willRespondWith(200, (response) =>
        response.jsonBody(storageAnswer({ send_id: sendId, send_status_code: 202, files: [] })),
      )
      .executeTest(async (server) => {
        const answer = await storage.getPromise(personClient(server.url), sendId)
        expect(answer.send_status_code).not.toBe(200)
      })
  })

  it("lists the person's files with their signed urls", async () => {
    await given(pact, withFiles())
      .uponReceiving("a request for the person's stored files")
      .withRequest(
        'GET',
        personPath((pfId) => `/v2/docs/${pfId}/`),
        personRead,
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(storageAnswer({ files: eachLike(storedFile(fileIds.rg)) })),
      )
      .executeTest(async (server) => {
        const files = await storage.listDocs(personClient(server.url), example.pfId)
        expect(files[0]).toEqual({ file_id: fileIds.rg, 'mime-type': 'image/png' })
      })
  })

  it('deletes a stored file', async () => {
    await given(pact, withFiles())
      .uponReceiving('a deletion of a stored file')
      .withRequest('DELETE', `/v2/doc/${fileIds.rg}/delete/`, sends({}))
      .willRespondWith(200, (response) => response.jsonBody(storageAnswer({ file_id: fileIds.rg })))
      .executeTest(async (server) => {
        await expect(
          storage.deleteFile(personClient(server.url), fileIds.rg),
        ).resolves.toBeUndefined()
      })
  })

  it('answers 404 for a file that is not stored', async () => {
    await given(pact, loggedIn)
      .uponReceiving('a deletion of a file that is not stored')
      .withRequest('DELETE', '/v2/doc/999999/delete/', sends({}))
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(storage.deleteFile(personClient(server.url), 999999), 404)
      })
  })
})
