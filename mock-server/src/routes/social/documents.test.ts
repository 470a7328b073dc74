import { sampleDocuments, sampleNewCourse } from '@censo/fixtures/samples/documents'
import { describe, expect, it } from 'vitest'
import { get, jsonRequest, post, useTestApp } from '../../testing'
import { documentPosts } from './documents.examples'

const test = useTestApp()

const token = (pfId: number) => test.app.tokens.signPerson(pfId)
const save = async (path: string, body: Record<string, unknown>, as = 1001) =>
  post(
    test.app,
    `/social/v1/pessoa-fisica/${path}/`,
    { pf_id: 1001, ...body },
    {
      token: await token(as),
    },
  )

async function documents(pfId = 1001) {
  const response = await post(
    test.app,
    '/social/v1/pessoa-fisica/exchange/',
    { pf_ids: [pfId], options: { fields: ['documentos', 'document_info'] } },
    { token: await token(pfId) },
  )
  return response.json().data.SocialAPI[String(pfId)]
}

type DocumentKey = (typeof documentPosts)[number]['key']

// The CNH observation at its limit (35 characters) is valid too.
const valid: Record<DocumentKey, Record<string, unknown>> = {
  ...sampleDocuments,
  cnh: { ...sampleDocuments.cnh, pf_cnh_obs: 'A'.repeat(35) },
}

type DocumentPath = (typeof documentPosts)[number]['path']

function keyOf(path: DocumentPath): DocumentKey {
  const found = documentPosts.find((document) => document.path === path)
  if (!found) throw new Error(`no document is written at ${path}`)
  return found.key
}

describe.each(documentPosts.map(({ path, key }) => [path, key] as const))(
  'POST …/%s/',
  (path, key) => {
    it('stores the document, read back through the exchange with its author', async () => {
      const response = await save(path, valid[key])
      expect(response.statusCode, response.body).toBe(200)
      const record = await documents()
      expect(record.documentos[key]).toEqual(valid[key])
      expect(record.document_info[key]).toMatchObject({ uupfid: 1001 })
    })

    it('refuses another person (403) and a locked or done case (405)', async () => {
      expect((await save(path, { ...valid[key], pf_id: 1002 })).statusCode).toBe(403)
      const locked = await post(
        test.app,
        `/social/v1/pessoa-fisica/${path}/`,
        { ...valid[key], pf_id: 1014 },
        { token: await token(1014) },
      )
      expect(locked.statusCode).toBe(405)
    })
  },
)

describe('document rules', () => {
  const invalid: Array<[DocumentPath, Record<string, unknown>, string]> = [
    ['identidade', { pf_rg_emissao: '2010-02-30' }, 'pf_rg_emissao'],
    ['identidade', { pf_rg_uf: 'XX' }, 'pf_rg_uf'],
    ['identidade', { pf_rg_ent_classe_meta: 'NOPE' }, 'pf_rg_ent_classe_meta'],
    ['ppn', { pf_ppn: '123456789012' }, 'pf_ppn'],
    ['ppn', { pf_ppn: '1234a' }, 'pf_ppn'],
    ['cnh', { pf_cnh_obs: 'A'.repeat(36) }, 'pf_cnh_obs'],
    ['cnh', { pf_cnh_cat: 'Z' }, 'pf_cnh_cat'],
    ['cnh', { pf_cnh_validade: '31/01/2030' }, 'pf_cnh_validade'],
    ['titulo-eleitor', { pf_tit_ele_emissao: '2012-13-01' }, 'pf_tit_ele_emissao'],
    ['cert', { pf_cert_tipo: 'X' }, 'pf_cert_tipo'],
    ['cart-class', { pf_cart_class_validade: '2030-02-30' }, 'pf_cart_class_validade'],
    ['cart-class', { pf_cart_class_tipo: 'C1' }, 'pf_cart_class_tipo'],
    ['res', { pf_res_emissao: 'ontem' }, 'pf_res_emissao'],
  ]

  it.each(invalid)('%s with %o answers 406 and stores nothing', async (path, change, field) => {
    const response = await save(path, { ...valid[keyOf(path)], ...change })
    expect(response.statusCode).toBe(406)
    expect(response.json().error.fields.join(',')).toContain(field)
    expect((await documents()).documentos[keyOf(path)]).toBeNull()
  })

  const missing: Array<[DocumentPath, string]> = [
    ['identidade', 'pf_rg'],
    ['cnh', 'pf_cnh_emissao'],
    ['titulo-eleitor', 'pf_tit_ele_zon'],
    ['cert', 'pf_cert_livro'],
    ['cart-class', 'pf_cart_class'],
    ['res', 'pf_res'],
  ]

  it.each(missing)('%s without %s (or blank) answers 400', async (path, field) => {
    const blank = await save(path, { ...valid[keyOf(path)], [field]: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields).toEqual([field])
  })

  it('accepts an optional observation, validity or PIS left empty', async () => {
    expect((await save('cnh', { ...valid.cnh, pf_cnh_obs: null })).statusCode).toBe(200)
    expect((await save('ppn', { pf_ppn: null, pf_ppn_emissao: null })).statusCode).toBe(200)
    const council = await save('cart-class', {
      ...valid.cart_class,
      pf_cart_class_tipo: 'CRFa',
      pf_cart_class_validade: '2030-01-01',
    })
    expect(council.statusCode).toBe(200)
    expect((await documents()).documentos.cart_class.pf_cart_class_tipo).toBe('CRFa')
  })
})

const bad = async (change: Record<string, unknown>) =>
  (await save('cursos', { ...sampleNewCourse, ...change })).statusCode

describe('academic degrees', () => {
  it('adds, lists and deletes degrees', async () => {
    const owner = await token(1024)
    const added = await post(
      test.app,
      '/social/v1/pessoa-fisica/cursos/',
      { pf_id: 1024, ...sampleNewCourse },
      { token: owner },
    )
    expect(added.statusCode, added.body).toBe(200)
    const cursoId = added.json().data.SocialAPI.curso_id
    const list = await get(test.app, '/social/v1/pessoa-fisica/cursos/1024/', owner)
    expect(list.json().data.SocialAPI).toEqual([
      expect.objectContaining({ curso_id: 9001, pf_curso_grau: 'M' }),
      { curso_id: cursoId, ...sampleNewCourse },
    ])
    const removed = await test.app.inject(
      jsonRequest('DELETE', `/social/v1/pessoa-fisica/cursos/1024/9001/`, {}, { token: owner }),
    )
    expect(removed.statusCode, removed.body).toBe(200)
    const after = await get(test.app, '/social/v1/pessoa-fisica/cursos/1024/', owner)
    expect(after.json().data.SocialAPI.map((c: { curso_id: number }) => c.curso_id)).toEqual([
      cursoId,
    ])
    const again = await test.app.inject(
      jsonRequest('DELETE', `/social/v1/pessoa-fisica/cursos/1024/9001/`, {}, { token: owner }),
    )
    expect(again.statusCode).toBe(404)
    const malformed = await test.app.inject(
      jsonRequest('DELETE', `/social/v1/pessoa-fisica/cursos/1024/abc/`, {}, { token: owner }),
    )
    expect(malformed.statusCode).toBe(406)
  })

  it('checks the four fields and a 4-character year', async () => {
    expect(await bad({ pf_curso_ano_conclusao: '27' })).toBe(406)
    expect(await bad({ pf_curso_ano_conclusao: 2027 })).toBe(406)
    expect(await bad({ pf_curso_grau: 'X' })).toBe(406)
    expect(await bad({ pf_curso_situacao: 'Z' })).toBe(406)
    expect(await bad({ pf_curso: '' })).toBe(400)
    expect(await bad({})).toBe(200)
  })

  it("refuses another person's degrees and a locked case", async () => {
    const other = await token(1001)
    expect((await get(test.app, '/social/v1/pessoa-fisica/cursos/1024/', other)).statusCode).toBe(
      403,
    )
    const foreignDelete = await test.app.inject(
      jsonRequest('DELETE', `/social/v1/pessoa-fisica/cursos/1024/9001/`, {}, { token: other }),
    )
    expect(foreignDelete.statusCode).toBe(403)
    const locked = await post(
      test.app,
      '/social/v1/pessoa-fisica/cursos/',
      { pf_id: 1014, ...sampleNewCourse },
      { token: await token(1014) },
    )
    expect(locked.statusCode).toBe(405)
  })
})
