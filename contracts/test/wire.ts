import { createHash } from 'node:crypto'
import { MatchersV3 } from '@pact-foundation/pact'
import type { V4RequestBuilder, V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types'
import { example, type Token } from './support'

// What the interactions put on the wire: request headers and bodies, answers, matchers.

const { regex, like, integer, fromProviderState, isMatcher, reify, eachKeyLike } = MatchersV3

/**
 * The token a request carries: the provider's own, which its provider-state setup answers
 * (`appToken`, `personToken`) and the verifier injects; the example is what the consumer sent.
 */
export const bearer = (token: Token) =>
  fromProviderState(`Bearer \${${token}}`, `Bearer ${example[token]}`)

/**
 * The state person's pf_id as the provider-state expression puts it: a provider whose test person
 * has another pf_id answers it from its states URL (`pf_id`), and the verifier injects it.
 */
const PF_ID = '${pf_id}'

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A path of the state's person: `path` builds it from the pf_id. The verifier sends it with the
 * provider's pf_id (`${pf_id}`); the example is the path with ours (`example.pfId`). The matching
 * rule is the path's own shape, any digits for the pf_id, so that the consumer test still checks
 * the path the SDK calls (`fromProviderState` alone matches any string). Paths with other ids (an
 * instituidor's, a dependant's, a foreign pf_id) stay literal strings.
 */
export function personPath(
  path: (pfId: string) => string,
): MatchersV3.V3RegexMatcher & MatchersV3.ProviderStateInjectedValue<string> {
  const expression = path(PF_ID)
  return {
    ...fromProviderState(expression, path(String(example.pfId))),
    'pact:matcher:type': 'regex',
    regex: `^${expression.split(PF_ID).map(escapeRegex).join('\\d+')}$`,
  }
}

/**
 * A body with the state person's pf_id injected wherever it carries it (`pf_id`, `parent_id`, an
 * item of `pf_ids`…): each number equal to `example.pfId` becomes the provider's `${pf_id}`, its
 * example ours. In a request the verifier sends the provider's; in an answer it matches any
 * integer (an answer echoes the provider's person). Other persons' ids are other numbers and stay
 * as they are; a body never holds our pf_id for anything but the state's person. Matchers are
 * kept as they are.
 */
function withStatePfId(value: unknown): unknown {
  if (value === example.pfId) return fromProviderState(PF_ID, example.pfId)
  if (Array.isArray(value)) return value.map(withStatePfId)
  if (typeof value !== 'object' || value === null || isMatcher(value)) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withStatePfId(item)]))
}

/**
 * The example body's X-Checksum: hex sha-256 of the bytes a verifier sends for it (Pact writes a
 * JSON body with its keys sorted, compact). A provider that checks the checksum (DESIGN §4)
 * accepts it as it stands, as long as no injected value changes the body (a pf_id other than ours
 * does: `contracts:verify` computes the checksum of the body it sends).
 */
export function checksumOf(body: unknown): string {
  return createHash('sha256').update(sortedJson(body)).digest('hex')
}

function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** Headers every write carries (DESIGN §4); `body` is the example body, for its checksum. */
export function writeHeaders(token: Token | null, body?: unknown) {
  return {
    'Content-Type': regex(/^application\/json/, 'application/json'),
    ...(token ? { Authorization: bearer(token) } : {}),
    ...(body === undefined ? {} : { 'X-Checksum': regex(/^[0-9a-f]{64}$/, checksumOf(body)) }),
  }
}

export const deviceBody = like(example.device)

/** A person's read: only the bearer. */
export function personRead(request: V4RequestBuilder) {
  request.headers({ Authorization: bearer('personToken') })
}

/**
 * A write (by default the person's): bearer, checksum, and the body with the device, the state
 * person's pf_id injected (`withStatePfId`). The checksum is the example body's: `reify` gives
 * the examples back.
 */
export function sends(body: object, token: Token = 'personToken') {
  return (request: V4RequestBuilder) => {
    const sent = withStatePfId({ ...body, device: deviceBody })
    request.headers(writeHeaders(token, reify(sent))).jsonBody(sent)
  }
}

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

/** The answer of a refusal: `status` and its error body. */
export const errorAnswer = (status: number, fields?: string[]) => (response: V4ResponseBuilder) => {
  response.jsonBody(errorBody(status, fields))
}

/** A 429 (ADR 020): the seconds to wait in Retry-After and in the body's retry_after. */
export function rateLimited(response: V4ResponseBuilder) {
  response
    .headers({ 'Retry-After': regex(/^\d+$/, '60') })
    .jsonBody({ error: { ...errorBody(429).error, retry_after: integer(60) } })
}

/** Success bodies, wrapped by API name, with the state person's pf_id injected. */
export const socialAnswer = (payload: unknown) => ({ data: { SocialAPI: withStatePfId(payload) } })
export const recadAnswer = (payload: unknown) => ({ data: { RecadAPI: withStatePfId(payload) } })
export const rhAnswer = (payload: unknown) => ({ data: { RhAPI: withStatePfId(payload) } })

/**
 * The exchange's answer for one person: the entry keyed by its pf_id. The state person's entry is
 * keyed by the provider's pf_id, which a key cannot inject: any key holds it (`eachKeyLike`).
 */
export function exchangeAnswer(pfId: number, person: object) {
  const entry = { pf_id: pfId, ...person }
  if (pfId !== example.pfId) return socialAnswer({ [String(pfId)]: entry })
  return { data: { SocialAPI: eachKeyLike(String(pfId), withStatePfId(entry)) } }
}

/** A date-time with Z or an offset: the value is the provider's, the format is the contract. */
export const isoDateTime = (value: string) =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, value)

/**
 * A person photo's address (ADR 020): signed and expiring (`exp`, `sig`), then the width asked;
 * the web shows it as given.
 */
export const signedPhoto = (width: number) =>
  new RegExp(`^https?://\\S+[?&]exp=\\d+&sig=[\\w-]{43}&w=${width}(&\\S*)?$`)
export const photoExample = (pfId: number, width: number) =>
  `http://localhost:3333/files/fotos/${pfId}.svg?exp=1767225600&sig=${'x'.repeat(43)}&w=${width}&q=100`
