import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PactV4 } from '@pact-foundation/pact'
import ky, { type KyInstance } from 'ky'
import { expect } from 'vitest'
import { protocolHooks } from '../src/client/http'

// Who calls and with what: the Pact setup, the example person and the clients. What goes on the
// wire (headers, bodies, matchers) is in ./wire.ts.

export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts')
export const CONSUMER = 'censo-web'

export function pactWith(provider: string) {
  return new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' })
}

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

/** The web's client before identity is confirmed (app token) and after (person token). */
export const appClient = (url: string) => clientFor(url, example.appToken)
export const personClient = (url: string) => clientFor(url, example.personToken)

/** Provider-state parameters of "the person": the provider writes exactly this person. */
export const statePerson = {
  cpf: example.cpf,
  nascimento: example.nascimento,
  oid: example.oid,
  oeid: example.oeid,
  pf_id: example.pfId,
}

/** The case of provider state "a person whose case is locked". */
export const lockedCase = { status: 'locked', data_hora: '2025-05-12T10:15:00-03:00' } as const

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
