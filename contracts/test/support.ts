import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MatchersV3, PactV4 } from '@pact-foundation/pact'
import ky, { type KyInstance } from 'ky'
import { protocolHooks } from '../src/client/http'

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

/** Provider-state parameters of "the person": the provider writes exactly this person. */
export const statePerson = {
  cpf: example.cpf,
  nascimento: example.nascimento,
  oid: example.oid,
  oeid: example.oeid,
  pf_id: example.pfId,
}

const { regex, like } = MatchersV3

export const bearer = (token: string) => regex(/^Bearer \S+$/, `Bearer ${token}`)

/** Headers every write carries (DESIGN §4). */
export function writeHeaders(token: string | null, checksum = true) {
  return {
    'Content-Type': regex(/^application\/json/, 'application/json'),
    ...(token ? { Authorization: bearer(token) } : {}),
    ...(checksum ? { 'X-Checksum': regex(/^[0-9a-f]{64}$/, '0'.repeat(64)) } : {}),
  }
}

export const deviceBody = like(example.device)

/** `{ error: { status, message } }` — the message is the provider's, its type is the contract. */
export function errorBody(status: number, fields?: string[]) {
  return {
    error: {
      status,
      message: like('Mensagem do catálogo'),
      ...(fields ? { fields } : {}),
    },
  }
}
