import ky, { HTTPError, type Input, type KyInstance } from 'ky'
import { describe, expect, it } from 'vitest'
import { protocolHooks } from './http'
import * as recadCase from './recad/case'
import * as recadDocuments from './recad/documents'
import * as rating from './recad/rating'
import * as employment from './rh/employment'
import * as addresses from './social/addresses'
import * as dependants from './social/dependants'
import * as images from './social/document-images'
import * as documents from './social/documents'
import * as emails from './social/emails'
import * as login from './social/login'
import * as phones from './social/phones'
import * as profile from './social/profile'
import * as networks from './social/social-networks'
import * as storage from './storage/files'

/**
 * The writes whose answer the app never reads (`write`, docs/decisions/024): any 2xx answer
 * resolves, whatever its body; an error status still rejects with ky's HTTPError.
 */

const pfId = 910001
const dependantId = 910101
const servidorId = 7001
const fileId = 501

/** What a request body holds does not matter here, only what each function makes of the answer. */
// oxlint-disable-next-line typescript/no-unsafe-type-assertion -- one stand-in for every body type.
const body = {} as never

/** Every SDK function that goes through `write`. */
const writes: [name: string, send: (http: KyInstance) => Promise<void>][] = [
  ['social patchProfile', (http) => profile.patchProfile(http, pfId, body)],
  ['social putDisability', (http) => profile.putDisability(http, pfId, body)],
  ['social putEthnicity', (http) => profile.putEthnicity(http, pfId, body)],
  ['social saveIdentity', (http) => documents.saveIdentity(http, body)],
  ['social savePpn', (http) => documents.savePpn(http, body)],
  ['social saveCnh', (http) => documents.saveCnh(http, body)],
  ['social saveVoterCard', (http) => documents.saveVoterCard(http, body)],
  ['social saveCertificate', (http) => documents.saveCertificate(http, body)],
  ['social saveCouncilCard', (http) => documents.saveCouncilCard(http, body)],
  ['social saveReservist', (http) => documents.saveReservist(http, body)],
  ['social addCourse', (http) => documents.addCourse(http, body)],
  ['social deleteCourse', (http) => documents.deleteCourse(http, pfId, 9001)],
  ['social addPhone', (http) => phones.addPhone(http, body)],
  ['social deletePhone', (http) => phones.deletePhone(http, pfId, 21)],
  ['social addEmail', (http) => emails.addEmail(http, body)],
  ['social deleteEmail', (http) => emails.deleteEmail(http, pfId, 31)],
  ['social addAddress', (http) => addresses.addAddress(http, body)],
  ['social deleteAddress', (http) => addresses.deleteAddress(http, pfId, 41)],
  ['social addSocialNetwork', (http) => networks.addSocialNetwork(http, body)],
  ['social deleteSocialNetwork', (http) => networks.deleteSocialNetwork(http, pfId, 51)],
  ['social linkFamily', (http) => dependants.linkFamily(http, body)],
  ['social unlinkFamily', (http) => dependants.unlinkFamily(http, pfId, dependantId, 'p7f1lh')],
  ['social saveDependantExtras', (http) => dependants.saveDependantExtras(http, body)],
  ['social changeDocument', (http) => images.changeDocument(http, body)],
  ['social addPhoto', (http) => images.addPhoto(http, body)],
  ['social removePhoto', (http) => images.removePhoto(http, pfId, fileId)],
  ['social sendEmailCode', (http) => login.sendEmailCode(http, body)],
  ['social sendCellphoneCode', (http) => login.sendCellphoneCode(http, body)],
  ['recad finalizeCase', (http) => recadCase.finalizeCase(http, pfId)],
  ['recad saveRating', (http) => rating.saveRating(http, pfId, 5)],
  ['recad changeRecadDocument', (http) => recadDocuments.changeRecadDocument(http, body)],
  ['rh putUniversal', (http) => employment.putUniversal(http, servidorId, body)],
  ['rh putLotacao', (http) => employment.putLotacao(http, servidorId, body)],
  ['rh putExtras', (http) => employment.putExtras(http, body)],
  ['rh putBenefit', (http) => employment.putBenefit(http, servidorId, body)],
  ['storage deleteFile', (http) => storage.deleteFile(http, fileId)],
]

const json = { 'Content-Type': 'application/json' }
const noContent = () => new Response(null, { status: 204 })

/** 2xx answers none of the answer schemas accepts (or that are not JSON at all). */
const successes: [name: string, answer: () => Response][] = [
  ['204 without a body', noContent],
  ['200 with an empty JSON body', () => new Response('', { status: 200, headers: json })],
  ['200 with {}', () => new Response('{}', { status: 200, headers: json })],
  [
    '201 with an unrelated object',
    () => new Response(JSON.stringify({ ok: true, echo: [1, 2] }), { status: 201, headers: json }),
  ],
  [
    '200 with plain text',
    () => new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
  ],
]

/** Error statuses, each with the error body of the APIs. */
const failures = [400, 404, 405, 409, 500, 503].map((status): [number, () => Response] => [
  status,
  () =>
    new Response(JSON.stringify({ error: { status, message: 'x' } }), { status, headers: json }),
])

const device = { id: 'dev0123456789abcdefghijklmnopq', lat: -8.0476, lng: -34.877 }

interface Sent {
  method: string
  checksum: string | null
  body: unknown
}

/** A ky instance like the web's (protocol hooks, no retries) whose fetch answers `answer`. */
function answering(answer: () => Response) {
  const sent: Sent[] = []
  const http = ky.create({
    prefix: 'http://api.test',
    retry: 0,
    hooks: protocolHooks({ device: () => device, token: () => 'person-token' }),
    fetch: async (input: Input) => {
      if (!(input instanceof Request)) throw new TypeError('ky passes a Request')
      const text = await input.clone().text()
      sent.push({
        method: input.method,
        checksum: input.headers.get('X-Checksum'),
        body: text ? JSON.parse(text) : undefined,
      })
      return answer()
    },
  })
  return { http, sent }
}

describe.each(writes)('%s', (_name, send) => {
  it.each(successes)('resolves on %s', async (_answer, answer) => {
    const { http, sent } = answering(answer)
    await expect(send(http)).resolves.toBeUndefined()
    expect(sent).toHaveLength(1)
  })

  it.each(failures)('rejects a %i with the HTTPError of its status', async (status, answer) => {
    const error = await send(answering(answer).http).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HTTPError)
    expect(error).toMatchObject({ response: { status } })
  })

  it('sends its body as JSON with the device and the X-Checksum, as `call` does', async () => {
    const { http, sent } = answering(noContent)
    await send(http)
    expect(sent).toEqual([
      {
        method: expect.stringMatching(/^(POST|PUT|PATCH|DELETE)$/),
        checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
        body: expect.objectContaining({ device }),
      },
    ])
  })
})
