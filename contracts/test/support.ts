import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PactV4 } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import ky, { type KyInstance } from 'ky'
import { expect } from 'vitest'
import { protocolHooks } from '../src/client/http'

// Who calls and with what: the Pact setup and provider states, the example person and the clients.
// What goes on the wire (headers, bodies, matchers) is in ./wire.ts.

export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts')
export const CONSUMER = 'censo-web'

/** A provider state: its name and the parameters the provider sets it up from. */
export interface ProviderState {
  name: string
  params?: JsonMap
}

export const providerState = (name: string, params?: JsonMap): ProviderState => ({ name, params })

export function pactWith(provider: string) {
  return new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' })
}

/** A new interaction of `pact` from the provider state `state`. */
export const given = (pact: PactV4, state: ProviderState) =>
  pact.addInteraction().given(state.name, state.params)

/** Example values shared by the interactions; provider states make them true on the provider. */
export const example = {
  device: { id: 'dev0123456789abcdefghijklmnopq', lat: -8.0476, lng: -34.877 },
  appToken: 'app-token',
  personToken: 'person-token',
  cpf: '52998224725',
  nascimento: '1961-03-14',
  oid: 'tst-recife',
  oeid: 'tst-recife-rpps',
  pfId: 910001,
  captcha: 'dev-pact-captcha',
}

/** A ky instance configured like the web app's: bearer token, device, checksum, no retries. */
export function clientFor(
  baseUrl: string,
  token: string | null,
  headers?: Record<string, string>,
): KyInstance {
  return ky.create({
    prefix: baseUrl,
    retry: 0,
    ...(headers ? { headers } : {}),
    hooks: protocolHooks({ device: () => example.device, token: () => token }),
  })
}

/** The tokens a provider-state setup answers, by the names the interactions inject them with. */
export type Token = 'appToken' | 'personToken'

/** The web's client before identity is confirmed (app token) and after (person token). */
export const appClient = (url: string) => clientFor(url, example.appToken)
export const personClient = (url: string) => clientFor(url, example.personToken)
/** No token at all: the app before its app token, or anyone checking a receipt. */
export const anonymousClient = (url: string) => clientFor(url, null)

/** Provider-state parameters of "the person": the provider writes exactly this person. */
const statePerson = {
  cpf: example.cpf,
  nascimento: example.nascimento,
  oid: example.oid,
  oeid: example.oeid,
  pf_id: example.pfId,
}

/** A provider state of the person: the person, and what else the state stores (`more`). */
export const personState = (name: string, more?: JsonMap) =>
  providerState(name, { ...statePerson, ...more })

export const loggedIn = personState('a logged-in person')

/** Provider state "a logged-in person and another person with a CPF": `cpf` is taken. */
export const withOtherPersonsCpf = (cpf: string) =>
  personState('a logged-in person and another person with a CPF', { other_cpf: cpf })

/** Provider state "a logged-in person with a record": the provider stores exactly `record`. */
export const withRecord = (record: JsonMap, more?: JsonMap) =>
  personState('a logged-in person with a record', { record, ...more })

/** The call fails with an HTTP error of this status. */
export async function expectStatus(call: Promise<unknown>, status: number) {
  await expect(call).rejects.toMatchObject({ response: { status } })
}

/** A row of a table of like interactions: the request body and the SDK call that sends it. */
export function sdkCall<Body extends object, Answer>(
  body: Body,
  send: (http: KyInstance, body: Body) => Promise<Answer>,
) {
  return { body, run: (http: KyInstance) => send(http, body) }
}
