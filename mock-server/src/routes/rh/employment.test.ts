import { INSTITUIDOR_PF_OFFSET } from '@censo/fixtures'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { get, jsonRequest, post, useTestApp } from '../../testing'
import { extrasRequest, universalRequest } from './employment.examples'

const refsSchema = z.array(z.object({ servidor_id: z.number() }))

const test = useTestApp()

const token = (pfId: number) => test.app.tokens.signPerson(pfId)
const put = async (url: string, body: Record<string, unknown>, as: number) =>
  test.app.inject(jsonRequest('PUT', `/rh${url}`, body, { token: await token(as) }))
const records = async (pfId: number, ids?: number[]) => {
  const answer = await get(test.app, `/rh/v1/servidor/pessoa/${pfId}/`, await token(pfId))
  const refs = z.parse(refsSchema, answer.json().data.RhAPI)
  const response = await post(
    test.app,
    '/rh/v1/servidor/exchange/',
    { servidor_ids: ids ?? refs.map((ref) => ref.servidor_id) },
    { token: await token(pfId) },
  )
  return { response, records: response.json().data?.RhAPI }
}

const benefit = (tipo: string, regra: string) => ({
  tipo,
  regra,
  data_concessao: '2021-06-15',
  paridade_ativos: true,
  extincao: null,
  observacao: null,
})

describe('RH employment records (census-wizard §7)', () => {
  it('lists the records of a person, one per category, with the lookups of their entity', async () => {
    const { records: two } = await records(1024)
    expect(two.map((record: { categoria_cod: number }) => record.categoria_cod)).toEqual([1, 2])
    expect(two[0].lotacao.lotacao_id).toBeGreaterThan(100)
    expect(two[0].beneficio).toBeNull()
    expect(two[1].beneficio).toMatchObject({ tipo: 'aposentadoria', regra: 'idade_tempo' })
    const { records: aid } = await records(1010)
    expect(aid[0].beneficio).toMatchObject({ tipo: 'auxilio', regra: 'auxilio_maternidade' })
  })

  it("answers a pension record as the instituidor's, with the pensioner among its pensionistas", async () => {
    const { records: pension } = await records(1008)
    const [record] = pension
    expect(record.pf_id).toBe(1008 + INSTITUIDOR_PF_OFFSET)
    expect(record.instituidor).toMatchObject({
      nome: 'João Batista da Conceição',
      cpf: '74185296355',
      cpf_loaded: '74185296355',
      obito: '2019-08-14',
      ppn: '12054378910',
      pf_cpf_valid: true,
    })
    expect(record.pensionistas).toEqual([{ pf_id: 1008, data_concessao: '2019-08-14' }])
    expect(record.beneficio).toMatchObject({ tipo: 'pensao', regra: 'pensao' })
  })

  it("answers a pension record that names no instituidor (its pf_id the pensioner's own) with none", async () => {
    await test.app.store.update((data) => {
      const pensioner = data.persons.find((person) => person.pf_id === 1008)
      const [record] = pensioner?.servidores ?? []
      if (record) record.pf_id = 1008
    })
    const [record] = (await records(1008)).records
    expect(record.categoria_cod).toBe(3)
    expect(record.instituidor).toBeNull()
  })

  it('seeds a record without matrícula for the cedido persona (the red icon)', async () => {
    const { records: invalid } = await records(1009)
    expect(invalid[0].matricula).toBe('')
  })

  it("keeps another person's record out of reach: 403, and 404 for one nobody has", async () => {
    const own = (await records(1001)).records[0].servidor_id
    expect((await records(1002, [own])).response.statusCode).toBe(403)
    expect((await records(1001, [999999])).response.statusCode).toBe(404)
    expect((await put(`/v1/servidor/${own}/universal/`, universalRequest(), 1002)).statusCode).toBe(
      403,
    )
    const refs = await get(test.app, '/rh/v1/servidor/pessoa/1001/', await token(1002))
    expect(refs.statusCode).toBe(403)
  })

  it('saves the registration number and entry date; the category and bad dates are refused', async () => {
    const id = (await records(1001)).records[0].servidor_id
    expect(
      (await put(`/v1/servidor/${id}/universal/`, universalRequest('998877'), 1001)).statusCode,
    ).toBe(200)
    expect((await records(1001)).records[0]).toMatchObject({
      matricula: '998877',
      data_movimento: '1994-03-01',
    })
    const category = await put(`/v1/servidor/${id}/universal/`, universalRequest('1', 2), 1001)
    expect(category.statusCode).toBe(405)
    expect(category.json().error.fields).toEqual(['categoria_cod'])
    const blank = await put(`/v1/servidor/${id}/universal/`, universalRequest('   '), 1001)
    expect([400, 406]).toContain(blank.statusCode)
    const future = await put(
      `/v1/servidor/${id}/universal/`,
      { ...universalRequest(), data_movimento: '2999-01-01' },
      1001,
    )
    expect(future.statusCode).toBe(406)
    const pensioners = await put(
      `/v1/servidor/${id}/universal/`,
      { ...universalRequest(), pensionistas: [{ pf_id: 1001, data_concessao: '2020-01-01' }] },
      1001,
    )
    expect(pensioners.json().error.fields).toEqual(['pensionistas'])
    expect((await records(1001)).records[0].matricula).toBe('998877')
  })

  it('takes the abono de permanência only for category 1, and reads the extras back', async () => {
    const [active] = (await records(1001)).records
    const saved = await put(
      `/v2/servidor/extras/${active.servidor_id}/`,
      extrasRequest(active.servidor_id, 1001, '2020-01-15'),
      1001,
    )
    expect(saved.statusCode).toBe(200)
    const read = await get(
      test.app,
      `/rh/v2/servidor/extras/${active.servidor_id}/1001/titular/`,
      await token(1001),
    )
    expect(read.json().data.RhAPI.data_abono_permanencia).toBe('2020-01-15')
    const [retired] = (await records(1007)).records
    const refused = await put(
      `/v2/servidor/extras/${retired.servidor_id}/`,
      extrasRequest(retired.servidor_id, 1007, '2020-01-15'),
      1007,
    )
    expect(refused.json().error.fields).toEqual(['data_abono_permanencia'])
  })

  it("saves a benefit of the record's category only, with a type of that category", async () => {
    const [retired] = (await records(1007)).records
    const url = `/v1/servidor/${retired.servidor_id}/beneficio/universal/`
    expect((await put(url, benefit('aposentadoria', 'invalidez'), 1007)).statusCode).toBe(200)
    expect((await records(1007)).records[0].beneficio.regra).toBe('invalidez')
    expect((await put(url, benefit('aposentadoria', 'pensao'), 1007)).statusCode).toBe(406)
    expect((await put(url, benefit('pensao', 'pensao'), 1007)).statusCode).toBe(405)
    const [active] = (await records(1001)).records
    const none = `/v1/servidor/${active.servidor_id}/beneficio/universal/`
    expect((await put(none, benefit('aposentadoria', 'idade'), 1001)).statusCode).toBe(405)
  })

  it("lets a pensioner write their instituidor's profile and PIS/PASEP, and nobody else", async () => {
    // 1017's instituidor has no validated CPF: it can be corrected.
    const instituidor = 1017 + INSTITUIDOR_PF_OFFSET
    const patch = async (body: Record<string, unknown>, as: number) =>
      test.app.inject(
        jsonRequest('PATCH', `/social/v1/pessoa-fisica/perfil/${instituidor}/`, body, {
          token: await token(as),
        }),
      )
    expect(
      (await patch({ nome: 'Raimundo Nonato Moura', obito: '2020-05-01' }, 1017)).statusCode,
    ).toBe(200)
    const taken = await patch({ cpf: '52998224725' }, 1017)
    expect(taken.statusCode).toBe(400)
    expect(taken.json().error.fields).toEqual(['cpf'])
    expect((await patch({ nome: 'Outro Nome' }, 1001)).statusCode).toBe(403)
    const ppn = await post(
      test.app,
      '/social/v1/pessoa-fisica/ppn/',
      { pf_id: instituidor, pf_ppn: '12345678901', pf_ppn_emissao: null },
      { token: await token(1017) },
    )
    expect(ppn.statusCode).toBe(200)
    expect((await records(1017)).records[0].instituidor).toMatchObject({
      obito: '2020-05-01',
      ppn: '12345678901',
    })
  })

  it('refuses every write while the case is locked (405)', async () => {
    const [record] = (await records(1014)).records
    const response = await put(
      `/v1/servidor/${record.servidor_id}/universal/`,
      universalRequest('1', record.categoria_cod),
      1014,
    )
    expect(response.statusCode).toBe(405)
  })
})
