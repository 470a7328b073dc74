import { describe, expect, it } from 'vitest'
import { get, post, useTestApp } from '../../testing'

const test = useTestApp({ publicUrl: 'http://mock.test' }, 'all')

const exchange = async (pfId: number, body: Record<string, unknown>) =>
  post(test.app, '/social/v1/pessoa-fisica/exchange/', body, {
    token: await test.app.tokens.signPerson(pfId),
  })

describe('POST /social/v1/pessoa-fisica/exchange/', () => {
  it('answers only the requested fields, keyed by pf_id', async () => {
    const response = await exchange(1013, {
      pf_ids: [1013, 1101, 1102],
      options: { fields: ['nome', 'foto_url', 'cpf'], foto: { width: 32, quality: 100 } },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.SocialAPI).toEqual({
      '1013': {
        pf_id: 1013,
        nome: 'Fernanda Lopes Guimarães',
        foto_url: expect.stringMatching(
          /^http:\/\/mock\.test\/files\/fotos\/1013\.svg\?exp=\d+&sig=[\w-]{43}&w=32&q=100$/,
        ),
        cpf: '78945612319',
      },
      '1101': { pf_id: 1101, nome: 'Pedro Lopes Guimarães', foto_url: null, cpf: '27364551859' },
      '1102': { pf_id: 1102, nome: 'Alice Lopes Guimarães', foto_url: null, cpf: null },
    })
  })

  it('serves the photo it points at', async () => {
    const answer = (
      await exchange(1001, { pf_ids: [1001], options: { fields: ['foto_url'] } })
    ).json()
    const url = new URL(answer.data.SocialAPI['1001'].foto_url)
    const photo = await get(test.app, `${url.pathname}${url.search}`)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(photo.body).toContain('<svg')
    expect(photo.body).not.toContain('Silva')
    // Unsigned (the old address): 403, whether the person exists or not.
    expect((await get(test.app, '/files/fotos/1001.svg')).statusCode).toBe(403)
    expect((await get(test.app, '/files/fotos/1004.svg')).statusCode).toBe(403)
  })

  it('lets a person read the technician of their case', async () => {
    const response = await exchange(1015, { pf_ids: [900], options: { fields: ['nome'] } })
    expect(response.json().data.SocialAPI['900'].nome).toBe('Amanda Correia Lima')
  })

  it('gives only nome and foto_url of the case technician (403 for anything else)', async () => {
    const summary = await exchange(1015, {
      pf_ids: [900],
      options: { fields: ['nome', 'foto_url'] },
    })
    expect(summary.statusCode).toBe(200)
    expect(Object.keys(summary.json().data.SocialAPI['900']).toSorted()).toEqual([
      'foto_url',
      'nome',
      'pf_id',
    ])
    for (const fields of [['cpf'], ['nome', 'nascimento'], ['documentos'], ['document_info']]) {
      const response = await exchange(1015, { pf_ids: [900], options: { fields } })
      expect(response.statusCode, fields.join()).toBe(403)
      expect(response.json().error).toEqual({
        status: 403,
        message: 'Sessão expirada, faço log-in novamente',
      })
    }
  })

  it("refuses another person's pf_id (403)", async () => {
    const response = await exchange(1001, { pf_ids: [1001, 1002], options: { fields: ['nome'] } })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.message).toBe('Sessão expirada, faço log-in novamente')
  })

  it('refuses an app token (401)', async () => {
    const response = await post(
      test.app,
      '/social/v1/pessoa-fisica/exchange/',
      { pf_ids: [1001], options: { fields: ['nome'] } },
      { token: await test.app.tokens.signApp() },
    )
    expect(response.statusCode).toBe(401)
  })
})

async function insert(cpf: string, nascimento = '2012-03-04') {
  return post(
    test.app,
    '/social/v3/pessoa-fisica/inserir/',
    { cpf, nascimento },
    { token: await test.app.tokens.signApp() },
  )
}

describe('POST /social/v3/pessoa-fisica/inserir/', () => {
  it('creates a person and answers its pf_id', async () => {
    const response = await insert('41239580606')
    expect(response.statusCode).toBe(200)
    const pfId = response.json().data.SocialAPI.pf_id
    expect(pfId).toBeGreaterThan(2050)
    expect(test.app.store.data.persons.find((p) => p.pf_id === pfId)).toMatchObject({
      cpf: '41239580606',
      nascimento: '2012-03-04',
    })
  })

  it('answers 409 for an existing CPF and 406 for an invalid one', async () => {
    expect((await insert('52998224725')).statusCode).toBe(409)
    const invalid = await insert('12345678900')
    expect(invalid.statusCode).toBe(406)
    expect(invalid.json().error.fields).toEqual(['cpf'])
    expect((await insert('50318627426', '2012-02-31')).statusCode).toBe(406)
  })

  it('refuses a birth date after today (406), as the profile PATCH does', async () => {
    const before = test.app.store.data.persons.length
    const response = await insert('50318627426', '2999-01-01')
    expect(response.statusCode).toBe(406)
    expect(response.json().error.fields).toEqual(['nascimento'])
    expect(test.app.store.data.persons).toHaveLength(before)
  })
})
