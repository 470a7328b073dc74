import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import * as images from '../../src/client/social/document-images'
import { example, expectStatus, given, pactWith, personClient } from '../support'
import { errorAnswer, personPath, personRead, sends, socialAnswer } from '../wire'
import { documentItem, fileIds, photoItem, withFiles } from '../storage/stored-files'
import { withCase } from '../recad/cases'
import { saved } from './record'

/** Step 6 on the social API (census-wizard §7 Images; access-and-screens §7). */

const { eachLike } = MatchersV3
const pact = pactWith('social-api')
const path = '/v1/pessoa-fisica'
const ctpsId = 4512873

/** The state's lists: the RG attached, the photo private, the work card with its image. */
const lists = {
  imagens: { eoaedt: [fileIds.rg] },
  fotos: { public: [], private: [fileIds.foto] },
  documentos: { ctps: { pf_ctps: String(ctpsId), pf_ctps_serie: '0031' } },
  ctps_imagens: { doc: [fileIds.ctps], contratos: [] },
}

describe('social API: document images (step 6)', () => {
  it('reads the document lists by type and the photo lists', async () => {
    await given(pact, withFiles(lists))
      .uponReceiving('a request for all the document lists of the person')
      .withRequest(
        'GET',
        personPath((pfId) => `${path}/document/${pfId}/all/`),
        personRead,
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            pf_id: example.pfId,
            documents: { eoaedt: eachLike(documentItem(fileIds.rg)) },
            wa9tia: { public: [], private: eachLike(photoItem(fileIds.foto)) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await images.readDocumentImages(personClient(server.url), example.pfId)
        expect(answer.documents.eoaedt?.[0]?.file_id).toBe(fileIds.rg)
        expect(answer.wa9tia.private[0]?.foto_url).toContain('sig=')
      })
  })

  it('attaches a stored file to a document type', async () => {
    const body = { pf_id: example.pfId, file_id: fileIds.rg, add: ['ydog05'], remove: [] }
    await given(pact, withFiles())
      .uponReceiving('an attach of a stored file to a document type')
      .withRequest('PUT', `${path}/document/change/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        await expect(images.changeDocument(personClient(server.url), body)).resolves.toBeUndefined()
      })
  })

  it('answers 404 to a removal of a file that no list holds', async () => {
    const body = { pf_id: example.pfId, file_id: fileIds.rg, add: [], remove: ['ydog05'] }
    await given(pact, withFiles())
      .uponReceiving('a removal of a file that the document type does not hold')
      .withRequest('PUT', `${path}/document/change/`, sends(body))
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(images.changeDocument(personClient(server.url), body), 404)
      })
  })

  it('refuses a change while the case is locked (405)', async () => {
    const body = { pf_id: example.pfId, file_id: fileIds.rg, add: ['eoaedt'], remove: [] }
    await given(pact, withCase('locked'))
      .uponReceiving('a document change while the case is locked')
      .withRequest('PUT', `${path}/document/change/`, sends(body))
      .willRespondWith(405, errorAnswer(405))
      .executeTest(async (server) => {
        await expectStatus(images.changeDocument(personClient(server.url), body), 405)
      })
  })

  it('makes a stored image the photo', async () => {
    const body = { pf_id: example.pfId, file_id: fileIds.foto }
    await given(pact, withFiles())
      .uponReceiving('a stored image as the photo')
      .withRequest('POST', `${path}/foto/`, sends(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        await expect(images.addPhoto(personClient(server.url), body)).resolves.toBeUndefined()
      })
  })

  it('takes an image out of the photo lists', async () => {
    await given(pact, withFiles(lists))
      .uponReceiving('a removal of the photo')
      .withRequest(
        'DELETE',
        personPath((pfId) => `${path}/foto/${pfId}/${fileIds.foto}/`),
        sends({}),
      )
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const removal = images.removePhoto(personClient(server.url), example.pfId, fileIds.foto)
        await expect(removal).resolves.toBeUndefined()
      })
  })

  it("reads the work card's images", async () => {
    await given(pact, withFiles(lists))
      .uponReceiving("a request for the work card's images")
      .withRequest(
        'GET',
        personPath((pfId) => `${path}/ctps/doc/${pfId}/${ctpsId}/`),
        personRead,
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(socialAnswer(eachLike(documentItem(fileIds.ctps)))),
      )
      .executeTest(async (server) => {
        const items = await images.readWorkCardImages(
          personClient(server.url),
          example.pfId,
          ctpsId,
        )
        expect(items[0]?.file_id).toBe(fileIds.ctps)
      })
  })

  it("reads the images of the work card's contracts", async () => {
    await given(pact, withFiles(lists))
      .uponReceiving("a request for the images of the work card's contracts")
      .withRequest(
        'GET',
        personPath((pfId) => `${path}/ctps/contratos/doc/${pfId}/${ctpsId}/`),
        personRead,
      )
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer([])))
      .executeTest(async (server) => {
        const http = personClient(server.url)
        expect(await images.readWorkContractImages(http, example.pfId, ctpsId)).toEqual([])
      })
  })
})
