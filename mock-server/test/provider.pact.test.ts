import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Verifier } from '@pact-foundation/pact'
import { uuidFor, type SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, it } from 'vitest'
import * as z from 'zod/mini'
import { buildApp } from '../src/app'
import { sha256Hex } from '../src/plugins/checksum'
import type { MockDb } from '../src/domain/model'

const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/pacts')
const pactFiles = readdirSync(pactDir).filter((file) => file.endsWith('.json'))

/** State parameters as the verifier passes them (the interaction's `given` params). */
type Params = unknown

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/**
 * The parameters every person state carries. The seed parts (`phone`, `record`) are only checked
 * to be objects: they are the mock's own seed shapes, written by the consumer tests.
 */
const stateParamsSchema = z.object({
  cpf: z.string(),
  nascimento: z.string(),
  oid: z.string(),
  oeid: z.string(),
  pf_id: z.number(),
  emails: z.optional(z.array(z.string())),
  cellphones: z.optional(z.array(z.string())),
  email_id: z.optional(z.number()),
  cellphone_id: z.optional(z.number()),
  code: z.optional(z.string()),
  phone: z.optional(z.custom<Omit<SeedPerson['phones'][number], 'tel_id'>>(isObject)),
  /** Profile and documents of the state's person (the wizard's interactions). */
  record: z.optional(z.custom<Partial<SeedPerson>>(isObject)),
  /** Someone who last changed a part of the record: stored so their name can be read. */
  author: z.optional(z.object({ pf_id: z.number(), nome: z.string() })),
  /** A CPF that belongs to another stored person. */
  other_cpf: z.optional(z.string()),
})
type StateParams = z.infer<typeof stateParamsSchema>
const stateParams = (raw: Params): StateParams => z.parse(stateParamsSchema, raw)

let app: FastifyInstance
let baseUrl = ''
/** pf_id of the person the current provider state set up (for person tokens). */
let statePfId = 0

beforeAll(async () => {
  const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'censo-pact-')), 'db.json')
  app = await buildApp({ dataFile })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await app?.close()
})

function removePerson(data: MockDb, params: StateParams) {
  data.persons = data.persons.filter((p) => p.cpf !== params.cpf && p.pf_id !== params.pf_id)
  data.codes = data.codes.filter((code) => code.pf_id !== params.pf_id)
}

/** Writes exactly the person the state describes (and nothing else of theirs). */
async function withPerson(raw: Params, extra: Partial<SeedPerson> = {}) {
  const params = stateParams(raw)
  await app.store.reset()
  statePfId = params.pf_id
  await app.store.update((data) => {
    removePerson(data, params)
    const [email] = params.emails ?? []
    const [cellphone] = params.cellphones ?? []
    data.persons.push({
      pf_id: params.pf_id,
      uuid: uuidFor(params.pf_id),
      cpf: params.cpf,
      nascimento: params.nascimento,
      nome: 'Maria da Silva',
      sexo: 'f6rj36',
      entity: 'recife',
      oid: params.oid,
      oeid: params.oeid,
      pf_cpf_valid: false,
      foto: true,
      emails: email ? [{ email_id: params.email_id ?? 1, email, email_class: 'P' }] : [],
      phones: cellphone
        ? [
            {
              tel_id: params.cellphone_id ?? 2,
              tel_tipo: 'M',
              tel_ddi: '55',
              tel_ddd: cellphone.slice(0, 2),
              tel_prefixo: cellphone.slice(2, 7),
              tel_sufixo: cellphone.slice(7),
              tel_class: 'R',
              tel_obs: null,
            },
          ]
        : params.phone
          ? [{ tel_id: 1, ...params.phone }]
          : [],
      categorias: [1],
      dependants: [],
      ...extra,
    })
  })
}

const caseParamsSchema = z.object({
  case: z.object({
    status: z.enum(['locked', 'released', 'done']),
    message: z.optional(z.string()),
    uupfid: z.optional(z.number()),
    data_hora: z.optional(z.string()),
    validation_hash: z.optional(z.string()),
  }),
})

/** The state's person with exactly the case record its parameters describe. */
async function withCase(raw: Params) {
  await withPerson(raw, { case: z.parse(caseParamsSchema, raw).case })
}

/** The state's person with the profile and documents its parameters describe (and their author). */
async function withRecord(raw: Params) {
  const params = stateParams(raw)
  await withPerson(raw, params.record ?? {})
  const { author } = params
  if (!author) return
  await app.store.update((data) => {
    data.persons = data.persons.filter((p) => p.pf_id !== author.pf_id)
    data.persons.push({
      pf_id: author.pf_id,
      uuid: uuidFor(author.pf_id),
      cpf: null,
      nascimento: '1979-01-25',
      nome: author.nome,
      sexo: null,
      entity: 'recife',
      oid: params.oid,
      oeid: params.oeid,
      pf_cpf_valid: true,
      foto: true,
      emails: [],
      phones: [],
      categorias: [],
      dependants: [],
    })
  })
}

/** The state's person, and another stored person who holds `other_cpf`. */
async function withOtherCpf(raw: Params) {
  const params = stateParams(raw)
  await withPerson(raw)
  const cpf = params.other_cpf
  if (!cpf) throw new Error('other_cpf is missing')
  await app.store.update((data) => {
    const holder = data.persons.find((p) => p.cpf === cpf)
    if (!holder) throw new Error(`no seed person with CPF ${cpf}`)
  })
}

const stateHandlers = {
  'the api key censo-dev-key is registered': () => app.store.reset(),
  'the app censo has metadata': () => app.store.reset(),
  'a person without contacts': (params: Params) => withPerson(params),
  'a logged-in person': (params: Params) => withPerson(params),
  'a logged-in person with a phone': (params: Params) => withPerson(params),
  'a person with contacts': (params: Params) => withPerson(params),
  'a blocked person': (params: Params) => withPerson(params, { blocked: true }),
  'a person whose birth date differs': (params: Params) =>
    withPerson(params, { nascimento: '1900-01-01' }),
  'a logged-in person without a case': (params: Params) => withPerson(params),
  'a logged-in person with a record': (params: Params) => withRecord(params),
  'a logged-in person and another person with a CPF': (params: Params) => withOtherCpf(params),
  'a person whose case is locked': (params: Params) => withCase(params),
  'a person whose case was released': (params: Params) => withCase(params),
  'a person whose case is done': (params: Params) => withCase(params),
  'no person with the CPF': async (params: Params) => {
    await app.store.reset()
    await app.store.update((data) => removePerson(data, stateParams(params)))
  },
  'a code was sent': async (params: Params) => {
    await withPerson(params)
    const { pf_id, cellphone_id = 2, code = '123456' } = stateParams(params)
    await app.store.update((data) => {
      data.codes.push({
        pf_id,
        resource_id: cellphone_id,
        channel: 'sms',
        code,
        expires_at: Date.now() + 300_000,
        attempts: 0,
        burned: false,
      })
    })
  },
}

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>
  body?: unknown
}

/** The verifier's proxy hands over an Express request: its headers are plain values. */
function isProxiedRequest(value: unknown): value is ProxiedRequest {
  return isObject(value) && 'headers' in value && isObject(value.headers)
}

/**
 * Tokens and checksums depend on the run: the token becomes one the mock signs (an app token, or
 * the state's person), the checksum is recomputed over the bytes the proxy forwards
 * (JSON.stringify of the parsed body).
 */
async function rewriteRequest(request: ProxiedRequest) {
  const authorization = request.headers.authorization
  if (authorization === 'Bearer app-token') {
    request.headers.authorization = `Bearer ${await app.tokens.signApp()}`
  } else if (authorization === 'Bearer person-token') {
    request.headers.authorization = `Bearer ${await app.tokens.signPerson(statePfId)}`
  }
  if (request.headers['x-checksum'] && request.body && typeof request.body === 'object') {
    request.headers['x-checksum'] = sha256Hex(JSON.stringify(request.body))
  }
}

describe('provider verification of the committed pacts', () => {
  for (const file of pactFiles) {
    const provider = /^censo-web-(.+)-api\.json$/.exec(file)?.[1]
    it(`verifies ${file}`, { timeout: 60_000 }, async () => {
      if (!provider) throw new Error(`unexpected pact file name ${file}`)
      await new Verifier({
        provider: `${provider}-api`,
        providerBaseUrl: `${baseUrl}/${provider}`,
        pactUrls: [path.join(pactDir, file)],
        stateHandlers,
        requestFilter: (request: unknown, _response: unknown, next: (error?: unknown) => void) => {
          if (!isProxiedRequest(request)) {
            next(new Error('the verifier passed a request without headers'))
            return
          }
          rewriteRequest(request).then(
            () => next(),
            (error: unknown) => next(error),
          )
        },
        logLevel: 'warn',
      }).verifyProvider()
    })
  }
})
