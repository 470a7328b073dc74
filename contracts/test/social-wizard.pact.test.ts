import { MatchersV3 } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types'
import { describe, expect, it } from 'vitest'
import * as documents from '../src/client/documents'
import * as profile from '../src/client/profile'
import {
  bearer,
  clientFor,
  deviceBody,
  errorBody,
  example,
  pactWith,
  statePerson,
  writeHeaders,
} from './support'

/** The census wizard's steps 0 and 1 on the social API (merged into censo-web-social-api.json). */

const { like, eachLike, regex } = MatchersV3
const pact = pactWith('social-api')

const socialAnswer = (payload: unknown) => ({ data: { SocialAPI: payload } })
const client = (url: string) => clientFor(url, example.personToken)
const authorized = { Authorization: bearer(example.personToken) }
const isoDateTime = (value: string) =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, value)
const saved = socialAnswer({
  pf_id: example.pfId,
  data_hora: isoDateTime('2026-03-02T12:05:00.000Z'),
})

const author = { pf_id: 901, nome: 'Carlos Alberto Nunes' }
const stampedAt = '2024-09-18T10:42:00-03:00'
const rg = {
  pf_rg: '4455667',
  pf_rg_emissao: '2015-07-21',
  pf_rg_uf: 'PE',
  pf_rg_ent_classe_meta: 'SDS',
}
const course = {
  curso_id: 9001,
  pf_curso_grau: 'M',
  pf_curso_situacao: 'C',
  pf_curso: 'Mestrado em Administração Pública',
  pf_curso_ano_conclusao: '2005',
} as const

/** What the provider stores for "the person with a record" (written exactly, ADR 004). */
const record = {
  nome_pai: 'Severino da Silva',
  nome_mae: 'Luzia da Silva',
  sexo: 'f6rj36',
  genero: '1',
  estado_civil: 'a1s8lt',
  escolaridade: 'e4mdcp',
  etnia: '3',
  pne: { pf_pne: 'fisica', pf_pne_grau: 'LEVE', pf_pne_data: '2015-06-01' },
  documentos: { rg },
  cursos: [course],
  document_info: {
    perfil: { uupfid: author.pf_id, data_hora: stampedAt },
    rg: { uupfid: author.pf_id, data_hora: stampedAt },
  },
}
const withRecord: JsonMap = { ...statePerson, record, author }

function exchangeBody(pfIds: number[], options: object) {
  return { pf_ids: pfIds, options, device: deviceBody }
}

describe('social API: the person record for the wizard (exchange by field list)', () => {
  it('reads the profile of step 0 with the photo at width 250', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('an exchange for the profile of the wizard')
      .withRequest('POST', '/v1/pessoa-fisica/exchange/', (request) => {
        request.headers(writeHeaders(example.personToken)).jsonBody(
          exchangeBody([example.pfId], {
            fields: [...profile.PROFILE_FIELDS],
            foto: profile.PROFILE_PHOTO,
          }),
        )
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            [String(example.pfId)]: {
              pf_id: example.pfId,
              nome: like('Maria da Silva'),
              nome_social: null,
              cpf: example.cpf,
              nascimento: example.nascimento,
              sexo: 'f6rj36',
              genero: '1',
              orientacao_sexual: null,
              filiacao: [
                { pf_filiacao_tipo: 'M', pf_filiacao_nome: like(record.nome_mae) },
                { pf_filiacao_tipo: 'P', pf_filiacao_nome: like(record.nome_pai) },
              ],
              obito: null,
              estado_civil: like(record.estado_civil),
              escolaridade: like(record.escolaridade),
              bio: { raca_cor: like(record.etnia) },
              pne: {
                pf_pne: like('fisica'),
                pf_pne_grau: like('LEVE'),
                pf_pne_data: like('2015-06-01'),
              },
              pf_cpf_valid: false,
              foto_url: regex(
                /^https?:\/\/\S+[?&]w=250\b.*$/,
                'http://localhost:3333/files/fotos/910001.svg?w=250&q=100',
              ),
              document_info: {
                perfil: { uupfid: author.pf_id, data_hora: isoDateTime(stampedAt) },
                rg: { uupfid: author.pf_id, data_hora: isoDateTime(stampedAt) },
              },
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const person = await profile.readProfile(client(server.url), example.pfId)
        expect(person.filiacao).toHaveLength(2)
        expect(person.pne?.pf_pne_grau).toBe('LEVE')
        expect(person.document_info?.perfil?.uupfid).toBe(author.pf_id)
      })
  })

  it('reads the documents of step 1', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('an exchange for the documents of the wizard')
      .withRequest('POST', '/v1/pessoa-fisica/exchange/', (request) => {
        request
          .headers(writeHeaders(example.personToken))
          .jsonBody(exchangeBody([example.pfId], { fields: [...documents.DOCUMENT_FIELDS] }))
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            [String(example.pfId)]: {
              pf_id: example.pfId,
              documentos: {
                cpf: example.cpf,
                rg: like(rg),
                ppn: null,
                cnh: null,
                titulo_eleitor: null,
                cert: null,
                cart_class: null,
                reservista: null,
                cursos: eachLike(course),
                ctps: null,
              },
              document_info: {
                perfil: { uupfid: author.pf_id, data_hora: isoDateTime(stampedAt) },
                rg: { uupfid: author.pf_id, data_hora: isoDateTime(stampedAt) },
              },
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const person = await documents.readDocuments(client(server.url), example.pfId)
        expect(person.documentos?.rg?.pf_rg).toBe(rg.pf_rg)
        expect(person.documentos?.cnh).toBeNull()
      })
  })

  it('reads name and 32 px photo of the last editor by uupfid', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('an exchange for the author of a part of the record')
      .withRequest('POST', '/v1/pessoa-fisica/exchange/', (request) => {
        request.headers(writeHeaders(example.personToken)).jsonBody(
          exchangeBody([author.pf_id], {
            fields: [...profile.AUTHOR_FIELDS],
            foto: profile.AUTHOR_PHOTO,
          }),
        )
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            [String(author.pf_id)]: {
              pf_id: author.pf_id,
              nome: like(author.nome),
              foto_url: regex(
                /^https?:\/\/\S+[?&]w=32\b.*$/,
                'http://localhost:3333/files/fotos/901.svg?w=32&q=100',
              ),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const person = await profile.readAuthor(client(server.url), author.pf_id)
        expect(person.nome).toBe(author.nome)
      })
  })
})

const patch = {
  cpf: example.cpf,
  nome: 'Maria da Silva',
  nome_social: 'Mari',
  nascimento: example.nascimento,
  filiacao: [
    { pf_filiacao_tipo: 'M' as const, pf_filiacao_nome: 'Luzia da Silva' },
    { pf_filiacao_tipo: 'P' as const, pf_filiacao_nome: 'Severino da Silva' },
  ],
  sexo: 'f6rj36' as const,
  genero: '1' as const,
  orientacao_sexual: '5' as const,
  escol: 'e6spcp',
  est_civil: 't5f9wm',
}

/** A person write: the bearer, the checksum and the body with the device. */
const patchRequest = (body: object) => (request: V4RequestBuilder) => {
  request.headers(writeHeaders(example.personToken)).jsonBody({ ...body, device: deviceBody })
}

describe('social API: profile writes (step 0)', () => {
  it('patches the profile', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('a profile patch')
      .withRequest('PATCH', `/v1/pessoa-fisica/perfil/${example.pfId}/`, patchRequest(patch))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const answer = await profile.patchProfile(client(server.url), example.pfId, patch)
        expect(answer.pf_id).toBe(example.pfId)
      })
  })

  it("answers 400 naming cpf for another person's CPF", async () => {
    const taken = '11144477735'
    await pact
      .addInteraction()
      .given('a logged-in person and another person with a CPF', {
        ...statePerson,
        other_cpf: taken,
      })
      .uponReceiving("a profile patch with another person's CPF")
      .withRequest(
        'PATCH',
        `/v1/pessoa-fisica/perfil/${example.pfId}/`,
        patchRequest({ cpf: taken }),
      )
      .willRespondWith(400, (response) => response.jsonBody(errorBody(400, ['cpf'])))
      .executeTest(async (server) => {
        const error = await profile
          .patchProfile(client(server.url), example.pfId, { cpf: taken })
          .catch((caught: unknown) => caught)
        expect(error).toMatchObject({
          response: { status: 400 },
          data: { error: { fields: ['cpf'] } },
        })
      })
  })

  it('answers 405 while the case is locked', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is locked', {
        ...statePerson,
        case: { status: 'locked', data_hora: '2025-05-12T10:15:00-03:00' },
      })
      .uponReceiving('a profile patch while the case is locked')
      .withRequest('PATCH', `/v1/pessoa-fisica/perfil/${example.pfId}/`, patchRequest(patch))
      .willRespondWith(405, (response) => response.jsonBody(errorBody(405)))
      .executeTest(async (server) => {
        await expect(
          profile.patchProfile(client(server.url), example.pfId, patch),
        ).rejects.toMatchObject({ response: { status: 405 } })
      })
  })

  it('puts the disability with the degree prefixed PCD_', async () => {
    const body = { pf_pne: 'visual', pf_pne_data: '2016-01-02', pf_pne_grau: 'PCD_LEVE' }
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('a disability write')
      .withRequest('PUT', `/v1/pessoa-fisica/pne/${example.pfId}/`, patchRequest(body))
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const answer = await profile.putDisability(client(server.url), example.pfId, body)
        expect(answer.pf_id).toBe(example.pfId)
      })
  })

  it('puts the colour/race', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('a colour/race write')
      .withRequest(
        'PUT',
        `/v1/pessoa-fisica/raca-cor/${example.pfId}/`,
        patchRequest({ pf_racacor: '5' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const answer = await profile.putEthnicity(client(server.url), example.pfId, {
          pf_racacor: '5',
        })
        expect(answer.pf_id).toBe(example.pfId)
      })
  })
})

type Http = ReturnType<typeof client>

/** Each document write: its path, its body, and the SDK call that sends it. */
function write<Body extends object>(
  name: string,
  path: string,
  body: Body,
  send: (http: Http, body: Body & { pf_id: number }) => Promise<{ pf_id: number }>,
) {
  return { name, path, body, save: (http: Http) => send(http, { pf_id: example.pfId, ...body }) }
}

const documentWrites = [
  write('identity', 'identidade', rg, documents.saveIdentity),
  write('PIS/PASEP/NIT', 'ppn', { pf_ppn: '12054378910', pf_ppn_emissao: null }, documents.savePpn),
  write(
    'driver licence',
    'cnh',
    {
      pf_cnh: '04512398761',
      pf_cnh_validade: '2030-01-31',
      pf_cnh_prim_hab: '2001-02-03',
      pf_cnh_cat: 'AB',
      pf_cnh_obs: 'EAR',
      pf_cnh_emissao: '2025-01-31',
      cidade_id: 0,
    },
    documents.saveCnh,
  ),
  write(
    'voter card',
    'titulo-eleitor',
    {
      pf_tit_ele: '012345670809',
      pf_tit_ele_sec: '0123',
      pf_tit_ele_zon: '007',
      pf_tit_ele_emissao: '2012-05-30',
      cidade_id: 0,
    },
    documents.saveVoterCard,
  ),
  write(
    'certificate',
    'cert',
    { pf_cert: '12345', pf_cert_livro: 'A-12', pf_cert_pagina: '34', pf_cert_tipo: 'N' as const },
    documents.saveCertificate,
  ),
  write(
    'council card',
    'cart-class',
    {
      pf_cart_class_tipo: 'CRM',
      pf_cart_class: '12345',
      pf_cart_class_emissao: '2005-03-01',
      pf_cart_class_validade: null,
    },
    documents.saveCouncilCard,
  ),
  write(
    'reservist certificate',
    'res',
    { pf_res: '987654', pf_res_emissao: '1986-07-01' },
    documents.saveReservist,
  ),
]

describe('social API: document writes (step 1)', () => {
  for (const document of documentWrites) {
    it(`saves the ${document.name}`, async () => {
      await pact
        .addInteraction()
        .given('a logged-in person with a record', withRecord)
        .uponReceiving(`a ${document.name} write`)
        .withRequest('POST', `/v1/pessoa-fisica/${document.path}/`, (request) => {
          request
            .headers(writeHeaders(example.personToken))
            .jsonBody({ pf_id: example.pfId, ...document.body, device: deviceBody })
        })
        .willRespondWith(200, (response) => response.jsonBody(saved))
        .executeTest(async (server) => {
          const answer = await document.save(client(server.url))
          expect(answer.pf_id).toBe(example.pfId)
        })
    })
  }

  it('answers 405 for a document while the case is locked', async () => {
    await pact
      .addInteraction()
      .given('a person whose case is locked', {
        ...statePerson,
        case: { status: 'locked', data_hora: '2025-05-12T10:15:00-03:00' },
      })
      .uponReceiving('an identity write while the case is locked')
      .withRequest('POST', '/v1/pessoa-fisica/identidade/', (request) => {
        request
          .headers(writeHeaders(example.personToken))
          .jsonBody({ pf_id: example.pfId, ...rg, device: deviceBody })
      })
      .willRespondWith(405, (response) => response.jsonBody(errorBody(405)))
      .executeTest(async (server) => {
        await expect(
          documents.saveIdentity(client(server.url), { pf_id: example.pfId, ...rg }),
        ).rejects.toMatchObject({ response: { status: 405 } })
      })
  })

  it('answers 403 for a document of another person', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving("an identity write for another person's pf_id")
      .withRequest('POST', '/v1/pessoa-fisica/identidade/', (request) => {
        request
          .headers(writeHeaders(example.personToken))
          .jsonBody({ pf_id: 1, ...rg, device: deviceBody })
      })
      .willRespondWith(403, (response) => response.jsonBody(errorBody(403)))
      .executeTest(async (server) => {
        await expect(
          documents.saveIdentity(client(server.url), { pf_id: 1, ...rg }),
        ).rejects.toMatchObject({ response: { status: 403 } })
      })
  })
})

describe('social API: academic degrees (step 1, section 8)', () => {
  it('lists the degrees', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('a request for the degrees of the person')
      .withRequest('GET', `/v1/pessoa-fisica/cursos/${example.pfId}/`, (request) => {
        request.headers(authorized)
      })
      .willRespondWith(200, (response) => response.jsonBody(socialAnswer(eachLike(course))))
      .executeTest(async (server) => {
        const courses = await documents.listCourses(client(server.url), example.pfId)
        expect(courses[0]?.pf_curso_grau).toBe('M')
      })
  })

  it('adds a degree', async () => {
    const added = {
      pf_curso_grau: 'G' as const,
      pf_curso_situacao: 'CS' as const,
      pf_curso: 'Direito',
      pf_curso_ano_conclusao: '2027',
    }
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('a new degree')
      .withRequest('POST', '/v1/pessoa-fisica/cursos/', (request) => {
        request
          .headers(writeHeaders(example.personToken))
          .jsonBody({ pf_id: example.pfId, ...added, device: deviceBody })
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          socialAnswer({
            pf_id: example.pfId,
            curso_id: like(9002),
            data_hora: isoDateTime('2026-03-02T12:05:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const answer = await documents.addCourse(client(server.url), {
          pf_id: example.pfId,
          ...added,
        })
        expect(answer.curso_id).toBeGreaterThan(0)
      })
  })

  it('deletes a degree', async () => {
    await pact
      .addInteraction()
      .given('a logged-in person with a record', withRecord)
      .uponReceiving('a degree removal')
      .withRequest(
        'DELETE',
        `/v1/pessoa-fisica/cursos/${example.pfId}/${course.curso_id}/`,
        (request) => {
          request.headers(writeHeaders(example.personToken)).jsonBody({ device: deviceBody })
        },
      )
      .willRespondWith(200, (response) => response.jsonBody(saved))
      .executeTest(async (server) => {
        const answer = await documents.deleteCourse(
          client(server.url),
          example.pfId,
          course.curso_id,
        )
        expect(answer.pf_id).toBe(example.pfId)
      })
  })
})
