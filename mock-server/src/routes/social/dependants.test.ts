import { PARENTESCO } from '@censo/fixtures'
import { sampleDocuments } from '@censo/fixtures/samples/documents'
import {
  sampleDependantExtras,
  sampleFamilyLink,
  sampleNewDependant,
} from '@censo/fixtures/samples/dependants'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { jsonRequest, post, useTestApp } from '../../testing'

const test = useTestApp()

const path = '/social/v1/pessoa-fisica'
const token = (pfId: number) => test.app.tokens.signPerson(pfId)
const send = async (resource: string, body: Record<string, unknown>, as = 1001) =>
  post(test.app, `${path}/${resource}/`, body, { token: await token(as) })

const cardsSchema = z.array(
  z.object({
    pf_id: z.number(),
    cpf: z.nullable(z.string()),
    nome: z.string(),
    nascimento: z.nullable(z.string()),
    parentesco: z.nullable(z.string()),
  }),
)

/** Step 3's list of `pfId` as the exchange reads it. */
async function dependants(pfId = 1001, as = pfId) {
  const response = await send(
    'exchange',
    { pf_ids: [pfId], options: { fields: ['dependentes'] } },
    as,
  )
  expect(response.statusCode).toBe(200)
  return z.parse(cardsSchema, response.json().data.SocialAPI[String(pfId)].dependentes)
}

async function insert(body: Record<string, unknown> = sampleNewDependant, as = 1001) {
  const response = await send('inserir', body, as)
  return { response, pfId: Number(response.json().data?.SocialAPI?.pf_id) }
}

const link = (ref: number, as = 1001, clas: string = sampleFamilyLink.clas) =>
  send('familia', { pf_id: as, ref_id: ref, clas }, as)
const extras = (dependant: number, as = 1001, overrides: Record<string, unknown> = {}) =>
  send(
    'dep-extras',
    { parent_id: as, pf_id: dependant, ...sampleDependantExtras, ...overrides },
    as,
  )
const unlink = async (dependant: number, as = 1001) =>
  test.app.inject(
    jsonRequest('DELETE', `${path}/familia/${as}/${dependant}/`, sampleFamilyLink, {
      token: await token(as),
    }),
  )

describe('step 3 dependants (census-wizard §7 Dependents)', () => {
  it('lists the seeded dependants of a person with their kinship, CPF or none', async () => {
    const cards = await dependants(1013)
    expect(cards.map((card) => card.pf_id)).toEqual([1101, 1102, 1103])
    expect(cards[1]).toMatchObject({ nome: 'Alice Lopes Guimarães', cpf: null })
    expect(cards[2]?.parentesco).toBe(PARENTESCO.conjuge)
    expect(await dependants(1001)).toEqual([])
  })

  it('creates a dependant as the web does: insert, then link, extras and identity', async () => {
    const { response, pfId } = await insert()
    expect(response.statusCode).toBe(200)
    const writes = await Promise.all([
      link(pfId),
      extras(pfId),
      send('identidade', { pf_id: pfId, ...sampleDocuments.rg }),
    ])
    expect(writes.map((write) => write.statusCode)).toEqual([200, 200, 200])
    expect(await dependants()).toEqual([
      {
        pf_id: pfId,
        cpf: sampleNewDependant.cpf,
        nome: sampleNewDependant.nome,
        nascimento: sampleNewDependant.nascimento,
        parentesco: PARENTESCO.filho,
      },
    ])
  })

  it('lists a dependant whose extras arrived before the link (the web sends both at once)', async () => {
    const { pfId } = await insert()
    expect((await extras(pfId)).statusCode).toBe(200)
    expect((await dependants()).map((card) => card.pf_id)).toEqual([pfId])
    expect((await link(pfId, 1001, PARENTESCO.enteado)).statusCode).toBe(200)
    expect((await dependants())[0]?.parentesco).toBe(PARENTESCO.enteado)
  })

  it('answers 400 naming cpf for a CPF someone holds, and registers the dependant without it', async () => {
    const taken = await insert({ ...sampleNewDependant, cpf: '52998224725' })
    expect(taken.response.statusCode).toBe(400)
    expect(taken.response.json().error.fields).toEqual(['cpf'])
    const count = test.app.store.data.persons.length
    const { response, pfId } = await insert({ ...sampleNewDependant, cpf: null })
    expect(response.statusCode).toBe(200)
    expect(test.app.store.data.persons.length).toBe(count + 1)
    await link(pfId)
    expect((await dependants())[0]?.cpf).toBeNull()
  })

  it('refuses what the spec rules out (406 naming the fields) and saves nothing', async () => {
    const count = test.app.store.data.persons.length
    const wrong = await insert({
      ...sampleNewDependant,
      cpf: '12345678900',
      nascimento: '2999-01-01',
      nome: '   ',
    })
    expect(wrong.response.statusCode).toBe(406)
    expect(wrong.response.json().error.fields).toEqual(['nome', 'cpf', 'nascimento'])
    expect(test.app.store.data.persons.length).toBe(count)

    const { pfId } = await insert()
    const kinship = await link(pfId, 1001, 'nao-existe')
    expect(kinship.statusCode).toBe(406)
    const dates = await extras(pfId, 1001, { data_fim_dep: '2010-01-01', motivo_fim_dep: 51 })
    expect(dates.statusCode).toBe(406)
    expect(dates.json().error.fields).toEqual(['data_fim_dep'])
    const reason = await extras(pfId, 1001, { motivo_inicio_dep: 12 })
    expect(reason.statusCode).toBe(406)
    expect(await dependants()).toEqual([])
  })

  it("keeps a dependant out of another person's reach", async () => {
    const { pfId } = await insert()
    await link(pfId)
    expect((await link(pfId, 1002)).statusCode).toBe(403)
    expect((await extras(pfId, 1002)).statusCode).toBe(403)
    expect(
      (await send('identidade', { pf_id: pfId, ...sampleDocuments.rg }, 1002)).statusCode,
    ).toBe(403)
    const read = await send('exchange', { pf_ids: [pfId], options: { fields: ['nome'] } }, 1002)
    expect(read.statusCode).toBe(403)
    expect(
      (await send('familia', { pf_id: 1001, ref_id: pfId, clas: sampleFamilyLink.clas }, 1002))
        .statusCode,
    ).toBe(403)
  })

  it('removes a dependant from the list, and a second removal is a 404', async () => {
    const { pfId } = await insert()
    await link(pfId)
    expect((await unlink(pfId)).statusCode).toBe(200)
    expect(await dependants()).toEqual([])
    expect((await unlink(pfId)).statusCode).toBe(404)
    expect((await extras(pfId)).statusCode).toBe(403)
  })

  it('refuses every write while the case is locked (405)', async () => {
    const locked = await insert(sampleNewDependant, 1014)
    expect(locked.response.statusCode).toBe(405)
  })
})
