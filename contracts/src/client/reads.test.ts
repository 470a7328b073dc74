import ky, { SchemaValidationError, type KyInstance } from 'ky'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lookUpPostalCode } from './cep/postal-code'
import { getMetadata } from './meta/metadata'
import { getRating } from './recad/rating'
import { readDocumentImages } from './social/document-images'
import { readPerson } from './social/exchange'
import { verifyCode } from './social/login'
import { getPromise, listDocs } from './storage/files'

/**
 * Reads whose answer shape is partly ours (ADR 024): the client requires only the fields the app
 * uses, so a real backend that leaves the others out, or adds its own, is still read.
 */

/** A ky instance whose fetch answers `body` as JSON (no network). */
const answering = (body: unknown): KyInstance =>
  ky.create({
    prefix: 'http://api.test',
    retry: 0,
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  })

/** An entity as a backend may send it: no `tipo` or `uf` (ours, unread), a field of its own. */
const entity = {
  nome: 'Recife',
  sigla_tce: 'RE',
  login_segurado: {
    test: { oid: 'tst', oeid: 'tst-rpps' },
    production: { oid: 'prd', oeid: 'prd-rpps' },
  },
  login_error_messages: {},
  contato: { contato_description: 'Central', numeros: [], live_chat: 0 },
  documentos_servidores: {},
  decreto_descripition: 'Decreto',
  legal: {},
  requisitos: {
    documentos: [1],
    contatos: [],
    imagens: { obrigatorios: [], opcionais: [], por_categoria: {} },
  },
}
const lists = ['ufs', 'orgaos_emissores', 'tipos_logradouro', 'deficiencias', 'categorias_cnh']
  .concat(['redes_sociais', 'parentescos', 'documentos_dependente', 'escolaridades'])
  .concat(['estados_civis', 'etnias', 'categorias', 'tipos_imagem'])
/** Metadata with no `buttons` (unread) and its item with no `key`. */
const metadata = {
  censo_domain: { recife: entity },
  censo_domain_esp: {},
  contatos_censo: { chat: { bot_id: 'bot' } },
  termos_privacidade: { privacidade: 'P', termos_uso: 'T' },
  challenge_questions_labels: {},
  login: { titulo: 'Censo', subtitulo: 'Previdenciário', termos_label: 'Aceito' },
  profile_text: 'Perfil',
  concluir_text: 'Concluir',
  listas: Object.fromEntries(lists.map((list) => [list, []])),
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('reads that require only what the app uses', () => {
  it('the rating: aval alone, as the spec shows it (a string) or as a number', async () => {
    await expect(getRating(answering({ data: { RecadAPI: { aval: '4' } } }), 1)).resolves.toEqual({
      aval: '4',
    })
    const extra = { aval: 3, aval_segurado: 'sim', avaliado_em: '2026-01-01' }
    await expect(getRating(answering({ data: { RecadAPI: extra } }), 1)).resolves.toEqual({
      aval: 3,
    })
  })

  it('a postal code: city and state, without the echoed cep or a neighbourhood and street', async () => {
    const city = { cidade: { cidade: 'Recife' }, uf: { uf_sigla: 'PE' }, ibge: '2611606' }
    await expect(
      lookUpPostalCode(answering({ data: { entidade_cep: city } }), '50000000'),
    ).resolves.toEqual({ cidade: { cidade: 'Recife' }, uf: { uf_sigla: 'PE' } })
  })

  it("a send's state: the status code, the files only once done, each with its id", async () => {
    await expect(
      getPromise(answering({ data: { StorageAPI: { send_status_code: 202 } } }), 'abc'),
    ).resolves.toEqual({ send_status_code: 202 })
    const done = { send_status_code: 200, files: [{ file_id: 7, url: 'relative/7' }] }
    await expect(getPromise(answering({ data: { StorageAPI: done } }), 'abc')).resolves.toEqual({
      send_status_code: 200,
      files: [{ file_id: 7 }],
    })
  })

  it('the stored files: the id and the type as given, nothing else required', async () => {
    const files = [{ file_id: 8, 'mime-type': 'image/heic' }, { file_id: 9 }]
    await expect(listDocs(answering({ data: { StorageAPI: { files } } }), 1)).resolves.toEqual(
      files,
    )
  })

  it('a code verification: the token only with success, a refusal without one', async () => {
    const body = { pf_id: 1, code: '000000', resource_id: 2, oid: 'o', oeid: 'e' }
    await expect(
      verifyCode(answering({ data: { SocialAPI: { success: false } } }), body),
    ).resolves.toEqual({ success: false })
    await expect(
      verifyCode(answering({ data: { SocialAPI: { success: true, access_token: 't' } } }), body),
    ).resolves.toEqual({ success: true, access_token: 't' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(
      verifyCode(answering({ data: { SocialAPI: { success: true } } }), body),
    ).rejects.toBeInstanceOf(SchemaValidationError)
  })

  it('the metadata: without the item key, the buttons or an entity type and state', async () => {
    const read = await getMetadata(answering({ items: [{ value: metadata }] }), 'censo')
    expect(read.censo_domain.recife).toMatchObject({
      nome: 'Recife',
      decreto_descripition: 'Decreto',
    })
    expect(read.censo_domain.recife).not.toHaveProperty('sigla_tce')
  })

  it("the document images: a type hash the entity's metadata does not list is read too", async () => {
    const image = {
      file_id: 5,
      author: { oid: 'o', uupfid: 1, nome: 'Maria', timestamp: '2025-05-12T13:15:00Z' },
      url: 'http://files.test/5?exp=1&sig=x',
    }
    const imageLists = {
      pf_id: 1,
      documents: { eoaedt: [image], 'Tipo-Proprio.2': [image] },
      wa9tia: { public: [], private: [] },
    }
    const read = await readDocumentImages(answering({ data: { SocialAPI: imageLists } }), 1)
    expect(read.documents.eoaedt).toEqual([image])
  })

  it('the person record: unknown stamped parts and the unread document fields are not needed', async () => {
    const stamp = { uupfid: 9, data_hora: '2025-05-12T13:15:00Z' }
    const documentos = {
      rg: null,
      ppn: null,
      cnh: {
        pf_cnh: '1',
        pf_cnh_validade: null,
        pf_cnh_prim_hab: null,
        pf_cnh_cat: 'B',
        pf_cnh_obs: null,
        pf_cnh_emissao: null,
      },
      titulo_eleitor: null,
      cert: null,
      cart_class: null,
      reservista: null,
      ctps: null,
    }
    const person = { pf_id: 1, documentos, document_info: { rg: stamp, ctps_digital: stamp } }
    const read = await readPerson(answering({ data: { SocialAPI: { 1: person } } }), 1, {
      fields: ['documentos'],
    })
    expect(read.documentos?.cnh?.pf_cnh_cat).toBe('B')
    expect(read.document_info).toEqual({ rg: stamp })
  })

  it('a field the app uses that is missing still fails, and the console names it', async () => {
    const developer = vi.spyOn(console, 'error').mockImplementation(() => {})
    const call = getRating(answering({ data: { RecadAPI: { nota: 4 } } }), 1)
    await expect(call).rejects.toBeInstanceOf(SchemaValidationError)
    expect(developer).toHaveBeenCalledWith('v1/aval/1/', [
      expect.objectContaining({ path: ['data', 'RecadAPI', 'aval'] }),
    ])
  })
})
