import type { SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import * as z from 'zod/mini'
import type { MockDb } from '../../../domain/model'
import { newPerson, type PersonIdentity } from '../../../domain/persons'

/**
 * What the provider states of every resource share (pact-states/<api>/<resource>.ts): the app
 * under verification and the state's person, written exactly as its parameters say. The person's
 * token is not the states' business: /__dev/pact-states signs it for the pf_id they were given.
 */

/** State parameters as the verifier passes them (the interaction's `given` params). */
export type Params = unknown

export const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null

/**
 * The parameters every person state carries. The seed parts (`record`) are only checked
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
  /** Profile and documents of the state's person (the wizard's interactions). */
  record: z.optional(z.custom<Partial<SeedPerson>>(isObject)),
  /** Someone who last changed a part of the record: stored so their name can be read. */
  author: z.optional(z.object({ pf_id: z.number(), nome: z.string() })),
  /** A CPF that belongs to another stored person. */
  other_cpf: z.optional(z.string()),
})
export type StateParams = z.infer<typeof stateParamsSchema>

/** What a state says of another person it stores (a dependant, an instituidor), besides the CPF. */
export const otherPersonShape = { pf_id: z.number(), nome: z.string(), nascimento: z.string() }
export const stateParams = (raw: Params): StateParams => z.parse(stateParamsSchema, raw)

/** A provider state's setup: what the verifier's state handler runs. */
export type StateSetup = (app: FastifyInstance, params: Params) => Promise<void>

export function removePerson(data: MockDb, params: StateParams) {
  data.persons = data.persons.filter((p) => p.cpf !== params.cpf && p.pf_id !== params.pf_id)
  data.codes = data.codes.filter((code) => code.pf_id !== params.pf_id)
}

/** Writes exactly the person the state describes (and nothing else of theirs). */
export async function withPerson(
  app: FastifyInstance,
  raw: Params,
  extra: Partial<SeedPerson> = {},
) {
  const params = stateParams(raw)
  await app.store.reset()
  await app.store.update((data) => {
    removePerson(data, params)
    const [email] = params.emails ?? []
    const [cellphone] = params.cellphones ?? []
    const identity: PersonIdentity = {
      pf_id: params.pf_id,
      cpf: params.cpf,
      nascimento: params.nascimento,
      nome: 'Maria da Silva',
      sexo: 'f6rj36',
      entity: 'recife',
      oid: params.oid,
      oeid: params.oeid,
    }
    data.persons.push(
      newPerson(identity, {
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
          : [],
        categorias: [1],
        ...extra,
      }),
    )
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
export async function withCase(app: FastifyInstance, raw: Params) {
  await withPerson(app, raw, { case: z.parse(caseParamsSchema, raw).case })
}

/** The state's person with the profile and documents its parameters describe (and their author). */
export async function withRecord(app: FastifyInstance, raw: Params) {
  const params = stateParams(raw)
  await withPerson(app, raw, params.record ?? {})
  const { author } = params
  if (!author) return
  await app.store.update((data) => {
    data.persons = data.persons.filter((p) => p.pf_id !== author.pf_id)
    const identity: PersonIdentity = {
      ...author,
      cpf: null,
      nascimento: '1979-01-25',
      sexo: null,
      entity: 'recife',
      oid: params.oid,
      oeid: params.oeid,
    }
    data.persons.push(newPerson(identity, { pf_cpf_valid: true, foto: true }))
  })
}

/** The state's person, and another stored person who holds `other_cpf`. */
export async function withOtherCpf(app: FastifyInstance, raw: Params) {
  const params = stateParams(raw)
  await withPerson(app, raw)
  const cpf = params.other_cpf
  if (!cpf) throw new Error('other_cpf is missing')
  await app.store.update((data) => {
    const holder = data.persons.find((p) => p.cpf === cpf)
    if (!holder) throw new Error(`no seed person with CPF ${cpf}`)
  })
}
