import type { LightMyRequestResponse } from 'fastify'
import { documentsRecord } from '@censo/fixtures/samples/documents'
import { sampleDisability, sampleProfilePatch } from '@censo/fixtures/samples/profile'
import { describe, expect, it } from 'vitest'
import { jsonRequest, post, useTestApp } from '../../testing'

const test = useTestApp({ publicUrl: 'http://mock.test' })

const token = (pfId: number) => test.app.tokens.signPerson(pfId)

async function send(
  method: 'PATCH' | 'PUT',
  url: string,
  body: unknown,
  pfId: number,
): Promise<LightMyRequestResponse> {
  return test.app.inject(jsonRequest(method, url, body, { token: await token(pfId) }))
}

const patch = (pfId: number, body: unknown, as = pfId) =>
  send('PATCH', `/social/v1/pessoa-fisica/perfil/${pfId}/`, body, as)

async function read(pfId: number, fields: string[], as = pfId) {
  const response = await post(
    test.app,
    '/social/v1/pessoa-fisica/exchange/',
    { pf_ids: [pfId], options: { fields, foto: { width: 250, quality: 100 } } },
    { token: await token(as) },
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.SocialAPI[String(pfId)]
}

const profileFields = [
  'nome',
  'cpf',
  'nascimento',
  'sexo',
  'genero',
  'filiacao',
  'estado_civil',
  'escolaridade',
  'bio',
  'pne',
  'pf_cpf_valid',
  'foto_url',
  'document_info',
]

describe('the person record through the exchange', () => {
  it('answers the profile fields by list, the photo at the asked width', async () => {
    expect(await read(1024, profileFields)).toEqual({
      pf_id: 1024,
      nome: 'Heleno Bezerra de Menezes',
      cpf: '10293847541',
      nascimento: '1961-08-08',
      sexo: 'm6rj36',
      genero: null,
      filiacao: [],
      estado_civil: 'krcd3f',
      escolaridade: 'e8mstr',
      bio: { raca_cor: '3' },
      pne: { pf_pne: 'fisica', pf_pne_grau: 'LEVE', pf_pne_data: '2015-06-01' },
      pf_cpf_valid: false,
      foto_url: expect.stringMatching(
        /^http:\/\/mock\.test\/files\/fotos\/1024\.svg\?exp=\d+&sig=[\w-]{43}&w=250&q=100$/,
      ),
      document_info: { cursos: { uupfid: 901, data_hora: '2024-09-18T10:42:00-03:00' } },
    })
  })

  it('answers the documents, null where the person has none', async () => {
    const { documentos } = await read(1006, ['documentos'])
    expect(documentos).toEqual(
      documentsRecord('24681357928', {
        rg: { pf_rg: '4455667', pf_rg_emissao: null, pf_rg_uf: 'PE', pf_rg_ent_classe_meta: 'SDS' },
      }),
    )
  })

  it("lets a person read the name of whoever last changed their record, nobody else's", async () => {
    expect((await read(901, ['nome'], 1006)).nome).toBe('Carlos Alberto Nunes')
    const stranger = await post(
      test.app,
      '/social/v1/pessoa-fisica/exchange/',
      { pf_ids: [901], options: { fields: ['nome'] } },
      { token: await token(1001) },
    )
    expect(stranger.statusCode).toBe(403)
  })
})

describe('PATCH /social/v1/pessoa-fisica/perfil/{pf_id}/', () => {
  it('changes the fields sent, keeps the others and stamps the author', async () => {
    const response = await patch(1001, sampleProfilePatch)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.SocialAPI).toMatchObject({ pf_id: 1001 })
    const record = await read(1001, [...profileFields, 'nome_social', 'orientacao_sexual'])
    expect(record).toMatchObject({
      nome: 'Maria das Graças Albuquerque',
      nome_social: 'Mari',
      filiacao: sampleProfilePatch.filiacao,
      genero: '1',
      orientacao_sexual: '5',
      escolaridade: 'e6spcp',
      estado_civil: 't5f9wm',
    })
    expect(record.document_info.perfil.uupfid).toBe(1001)
  })

  it('changes name, CPF and birth date while the CPF is not validated', async () => {
    const response = await patch(1001, {
      nome: 'Maria G. Albuquerque',
      cpf: '52998224725',
      nascimento: '1968-04-16',
    })
    expect(response.statusCode).toBe(200)
    expect(await read(1001, ['nome', 'nascimento'])).toMatchObject({
      nome: 'Maria G. Albuquerque',
      nascimento: '1968-04-16',
    })
  })

  it('refuses to change name, CPF or birth date of a validated CPF (405), accepts them unchanged', async () => {
    const changed = await patch(1006, { nome: 'Outro Nome', sexo: 'm6rj36' })
    expect(changed.statusCode).toBe(405)
    expect(changed.json().error).toMatchObject({
      message: 'Operação não aplicável a este registro',
      fields: ['nome'],
    })
    expect((await read(1006, ['nome'])).nome).toBe('Roberto Sérgio Monteiro')
    const same = await patch(1006, { nome: 'Roberto Sérgio Monteiro', cpf: '24681357928' })
    expect(same.statusCode).toBe(200)
  })

  it("answers 400 naming cpf for another person's CPF", async () => {
    const response = await patch(1001, { cpf: '11144477735' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.fields).toEqual(['cpf'])
  })

  it('answers 406 for invalid values and saves nothing of the request', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cpf: '52998224724' }, 'cpf'],
      [{ nascimento: '1968-02-30' }, 'nascimento'],
      [{ nascimento: '2999-01-01' }, 'nascimento'],
      [{ escol: 'nope' }, 'escol'],
      [{ est_civil: 'nope' }, 'est_civil'],
      [{ sexo: 'x' }, 'sexo'],
      [{ genero: '8' }, 'genero'],
      [{ orientacao_sexual: '6' }, 'orientacao_sexual'],
      [
        {
          filiacao: [
            { pf_filiacao_tipo: 'M', pf_filiacao_nome: 'A' },
            { pf_filiacao_tipo: 'M', pf_filiacao_nome: 'B' },
          ],
        },
        'filiacao',
      ],
    ]
    for (const [body, field] of cases) {
      const response = await patch(1001, { nome_social: 'Não salvo', ...body })
      expect(response.statusCode, field).toBe(406)
      expect(response.json().error.fields.join(','), field).toContain(field)
    }
    expect((await read(1001, ['nome_social'])).nome_social).toBeNull()
  })

  it('answers 400 for a blank required value or a body without fields', async () => {
    expect((await patch(1001, { nome: '' })).statusCode).toBe(400)
    expect((await patch(1001, { sexo: '' })).statusCode).toBe(400)
    const empty = await patch(1001, {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('Campo obrigatório omitido no payload')
  })

  it('refuses another person (403) and a case that is locked or done (405)', async () => {
    expect((await patch(1002, sampleProfilePatch, 1001)).statusCode).toBe(403)
    expect((await patch(1014, sampleProfilePatch)).statusCode).toBe(405)
    expect((await patch(1016, sampleProfilePatch)).statusCode).toBe(405)
    // Released cases are being corrected: writes are open.
    expect((await patch(1015, sampleProfilePatch)).statusCode).toBe(200)
  })
})

const pne = (pfId: number, body: unknown, as = pfId) =>
  send('PUT', `/social/v1/pessoa-fisica/pne/${pfId}/`, body, as)
const racaCor = (pfId: number, body: unknown, as = pfId) =>
  send('PUT', `/social/v1/pessoa-fisica/raca-cor/${pfId}/`, body, as)

describe('PUT /social/v1/pessoa-fisica/pne/{pf_id}/', () => {
  it('sets the type and date, carrying the stored degree back with PCD_', async () => {
    // The sample carries back LEVE, the degree stored for 1024.
    const response = await pne(1024, sampleDisability)
    expect(response.statusCode, response.body).toBe(200)
    expect((await read(1024, ['pne'])).pne).toEqual({
      pf_pne: 'visual',
      pf_pne_grau: 'LEVE',
      pf_pne_data: '2016-01-02',
    })
  })

  it('sets a first disability without degree', async () => {
    const response = await pne(1001, { pf_pne: 'auditiva', pf_pne_data: null, pf_pne_grau: null })
    expect(response.statusCode).toBe(200)
    expect((await read(1001, ['pne'])).pne.pf_pne).toBe('auditiva')
  })

  it('refuses a degree other than the stored one (405) and an unknown type (406)', async () => {
    const grade = await pne(1024, { pf_pne: 'fisica', pf_pne_data: null, pf_pne_grau: 'PCD_GRAVE' })
    expect(grade.statusCode).toBe(405)
    expect(grade.json().error.fields).toEqual(['pf_pne_grau'])
    const unprefixed = await pne(1024, { pf_pne: 'fisica', pf_pne_data: null, pf_pne_grau: 'LEVE' })
    expect(unprefixed.statusCode).toBe(406)
    const unknown = await pne(1001, { pf_pne: 'nope', pf_pne_data: null, pf_pne_grau: null })
    expect(unknown.statusCode).toBe(406)
    expect((await read(1024, ['pne'])).pne.pf_pne_grau).toBe('LEVE')
  })

  it('refuses another person and a locked case', async () => {
    const body = { pf_pne: 'fisica', pf_pne_data: null, pf_pne_grau: null }
    expect((await pne(1002, body, 1001)).statusCode).toBe(403)
    expect((await pne(1014, body)).statusCode).toBe(405)
  })
})

describe('PUT /social/v1/pessoa-fisica/raca-cor/{pf_id}/', () => {
  it('sets the colour/race read back as bio.raca_cor', async () => {
    expect((await racaCor(1001, { pf_racacor: '5' })).statusCode).toBe(200)
    expect((await read(1001, ['bio'])).bio).toEqual({ raca_cor: '5' })
  })

  it('refuses an unknown code (406), another person (403) and a locked case (405)', async () => {
    expect((await racaCor(1001, { pf_racacor: '9' })).statusCode).toBe(406)
    expect((await racaCor(1002, { pf_racacor: '1' }, 1001)).statusCode).toBe(403)
    expect((await racaCor(1014, { pf_racacor: '1' })).statusCode).toBe(405)
  })
})
