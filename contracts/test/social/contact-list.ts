import { MatchersV3, type PactV4 } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import type { KyInstance } from 'ky'
import { expect, it } from 'vitest'
import { example, expectStatus, given, personClient, personState } from '../support'
import { errorAnswer, isoDateTime, personPath, personRead, sends, socialAnswer } from '../wire'

/**
 * The interactions of one of step 2's lists (census-wizard §7 Contacts): list, add, remove an
 * item, and the refusal of another person's list. The provider state "a logged-in person with
 * contacts" stores exactly `stored` under the seed's key.
 */

const { like, eachLike } = MatchersV3

interface ContactList {
  /** 'phone', 'e-mail'… as the interactions' descriptions say it. */
  noun: string
  /** Social API path without the leading slash or the trailing one: 'v1/pessoa-fisica/emails'. */
  path: string
  idName: string
  /** The seed's key the provider state stores the item under ('emails', 'addresses'…). */
  seedKey: string
  /** The item as stored (seed shape) and as listed (wire shape). */
  stored: JsonMap
  listed: object
  /** The GET answer's payload around the list matcher. */
  listPayload: (items: unknown) => unknown
  list: (http: KyInstance, pfId: number) => Promise<readonly object[]>
  /** A new item as the POST sends it (`sdkCall` of its body and the SDK function). */
  add: { body: object; run: (http: KyInstance) => Promise<void> }
  remove: (http: KyInstance, pfId: number, id: number) => Promise<void>
}

/** Provider state "a logged-in person with contacts": exactly these items under the seed's key. */
const withContacts = (seedKey: string, items: JsonMap[]) =>
  personState('a logged-in person with contacts', { record: { [seedKey]: items } })

export function contactListInteractions(pact: PactV4, list: ContactList) {
  const id = Number(list.stored[list.idName])
  const withItem = withContacts(list.seedKey, [list.stored])
  const withNone = withContacts(list.seedKey, [])
  const itemPath = personPath((pfId) => `/${list.path}/${pfId}/${id}/`)

  it(`lists the ${list.noun}s of the logged-in person`, async () => {
    await given(pact, withItem)
      .uponReceiving(`a request for the ${list.noun}s of the person`)
      .withRequest(
        'GET',
        personPath((pfId) => `/${list.path}/${pfId}/`),
        personRead,
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(socialAnswer(list.listPayload(eachLike(like(list.listed))))),
      )
      .executeTest(async (server) => {
        const items = await list.list(personClient(server.url), example.pfId)
        expect(items[0]).toMatchObject({ [list.idName]: id })
      })
  })

  it(`adds a ${list.noun} to the logged-in person`, async () => {
    await given(pact, withNone)
      .uponReceiving(`a new ${list.noun}`)
      .withRequest('POST', `/${list.path}/`, sends(list.add.body))
      .willRespondWith(200, (response) =>
        response.jsonBody(socialAnswer({ [list.idName]: like(7) })),
      )
      .executeTest(async (server) => {
        await expect(list.add.run(personClient(server.url))).resolves.toBeUndefined()
      })
  })

  it(`removes a ${list.noun} of the logged-in person`, async () => {
    await given(pact, withItem)
      .uponReceiving(`the removal of a ${list.noun}`)
      .withRequest('DELETE', itemPath, sends({}))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({ pf_id: example.pfId, data_hora: isoDateTime('2025-05-12T13:15:00Z') }),
        ),
      )
      .executeTest(async (server) => {
        const removal = list.remove(personClient(server.url), example.pfId, id)
        await expect(removal).resolves.toBeUndefined()
      })
  })

  it(`answers 404 for the removal of a ${list.noun} the person does not have`, async () => {
    await given(pact, withNone)
      .uponReceiving(`the removal of a ${list.noun} the person does not have`)
      .withRequest('DELETE', itemPath, sends({}))
      .willRespondWith(404, errorAnswer(404))
      .executeTest(async (server) => {
        await expectStatus(list.remove(personClient(server.url), example.pfId, id), 404)
      })
  })
}
