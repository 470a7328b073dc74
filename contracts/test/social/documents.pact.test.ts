import { MatchersV3 } from '@pact-foundation/pact'
import type { KyInstance } from 'ky'
import { describe, expect, it } from 'vitest'
import {
  documentsRecord,
  sampleDocuments,
  sampleNewCourse,
} from '@censo/fixtures/samples/documents'
import * as documents from '../../src/client/social/documents'
import { example, expectStatus, given, pactWith, personClient, sdkCall } from '../support'
import {
  errorAnswer,
  exchangeAnswer,
  isoDateTime,
  personPath,
  personRead,
  sends,
  socialAnswer,
} from '../wire'
import { withCase } from '../recad/cases'
import { course, documentInfo, rg, saved, withWizardRecord, wizardExchange } from './record'

/** The census wizard's step 1 on the social API (merged into censo-web-social-api.json). */

const { like, eachLike } = MatchersV3
const pact = pactWith('social-api')

describe('social API: the documents of the wizard (exchange by field list)', () => {
  it('reads the documents of step 1', async () => {
    const options = { fields: [...documents.DOCUMENT_FIELDS] }
    await wizardExchange(pact, 'an exchange for the documents of the wizard', example.pfId, options)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          exchangeAnswer(example.pfId, {
            documentos: {
              ...documentsRecord(example.cpf),
              rg: like(rg),
              cursos: eachLike(course),
            },
            document_info: documentInfo,
          }),
        ),
      )
      .executeTest(async (server) => {
        const person = await documents.readDocuments(personClient(server.url), example.pfId)
        expect(person.documentos?.rg?.pf_rg).toBe(rg.pf_rg)
        expect(person.documentos?.cnh).toBeNull()
      })
  })
})

/** Each document write: its name, its path, its body and the SDK call that sends it. */
const write = <Body extends object>(
  name: string,
  path: string,
  body: Body,
  send: (http: KyInstance, body: Body & { pf_id: number }) => Promise<void>,
) => ({ name, path, ...sdkCall({ pf_id: example.pfId, ...body }, send) })

const documentWrites = [
  write('identity', 'identidade', sampleDocuments.rg, documents.saveIdentity),
  write('PIS/PASEP/NIT', 'ppn', sampleDocuments.ppn, documents.savePpn),
  write('driver licence', 'cnh', sampleDocuments.cnh, documents.saveCnh),
  write('voter card', 'titulo-eleitor', sampleDocuments.titulo_eleitor, documents.saveVoterCard),
  write('certificate', 'cert', sampleDocuments.cert, documents.saveCertificate),
  write('council card', 'cart-class', sampleDocuments.cart_class, documents.saveCouncilCard),
  write('reservist certificate', 'res', sampleDocuments.reservista, documents.saveReservist),
]

const identityOf = (pfId: number) => ({ pf_id: pfId, ...rg })

describe('social API: document writes (step 1)', () => {
  for (const { name, path, body, run } of documentWrites) {
    it(`saves the ${name}`, async () => {
      await given(pact, withWizardRecord)
        .uponReceiving(`a ${name} write`)
        .withRequest('POST', `/v1/pessoa-fisica/${path}/`, sends(body))
        .willRespondWith(200, (response) => response.jsonBody(saved))
        .executeTest(async (server) => {
          await expect(run(personClient(server.url))).resolves.toBeUndefined()
        })
    })
  }

  it('answers 405 for a document while the case is locked', async () => {
    await given(pact, withCase('locked'))
      .uponReceiving('an identity write while the case is locked')
      .withRequest('POST', '/v1/pessoa-fisica/identidade/', sends(identityOf(example.pfId)))
      .willRespondWith(405, errorAnswer(405))
      .executeTest(async (server) => {
        const call = documents.saveIdentity(personClient(server.url), identityOf(example.pfId))
        await expectStatus(call, 405)
      })
  })

  it('answers 403 for a document of another person', async () => {
    await given(pact, withWizardRecord)
      .uponReceiving("an identity write for another person's pf_id")
      .withRequest('POST', '/v1/pessoa-fisica/identidade/', sends(identityOf(1)))
      .willRespondWith(403, errorAnswer(403))
      .executeTest(async (server) => {
        await expectStatus(documents.saveIdentity(personClient(server.url), identityOf(1)), 403)
      })
  })
})

describe('social API: academic degrees (step 1, section 8)', () => {
  it('lists the degrees', async () => {
    await given(pact, withWizardRecord)
      .uponReceiving('a request for the degrees of the person')
      .withRequest(
        'GET',
        personPath((pfId) => `/v1/pessoa-fisica/cursos/${pfId}/`),
        personRead,
      )
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer(eachLike(course))))
      .executeTest(async (server) => {
        const courses = await documents.listCourses(personClient(server.url), example.pfId)
        expect(courses[0]?.pf_curso_grau).toBe('M')
      })
  })

  it('adds a degree', async () => {
    const added = { pf_id: example.pfId, ...sampleNewCourse }
    await given(pact, withWizardRecord)
      .uponReceiving('a new degree')
      .withRequest('POST', '/v1/pessoa-fisica/cursos/', sends(added))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            pf_id: example.pfId,
            curso_id: like(9002),
            data_hora: isoDateTime('2026-03-02T12:05:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(documents.addCourse(personClient(server.url), added)).resolves.toBeUndefined()
      })
  })

  it('deletes a degree', async () => {
    await given(pact, withWizardRecord)
      .uponReceiving('a degree removal')
      .withRequest(
        'DELETE',
        personPath((pfId) => `/v1/pessoa-fisica/cursos/${pfId}/${course.curso_id}/`),
        sends({}),
      )
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const http = personClient(server.url)
        const removal = documents.deleteCourse(http, example.pfId, course.curso_id)
        await expect(removal).resolves.toBeUndefined()
      })
  })
})
