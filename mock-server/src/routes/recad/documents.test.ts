import { SEED_FILE } from '@censo/fixtures'
import { describe, expect, it } from 'vitest'
import { get, jsonRequest, useTestApp } from '../../testing'
import { fileOf, PDF_BYTES, uploaded } from '../storage/test-files'

const test = useTestApp({ uploadDelayMs: 0 })

const token = (pfId: number) => test.app.tokens.signPerson(pfId)
const read = async (pfId: number, as = pfId) =>
  get(test.app, `/recad/v1/servidor/document/${pfId}/all/`, await token(as))
const change = async (body: Record<string, unknown>, as = 1001) =>
  test.app.inject(
    jsonRequest('PUT', '/recad/v1/servidor/document/change/', body, { token: await token(as) }),
  )
const ids = (items: { file_id: number }[]) => items.map((item) => item.file_id)

describe('recad document lists (census-wizard §7 Images)', () => {
  it('answers the five case-specific lists, empty where the person has none', async () => {
    const response = await read(1007)
    expect(response.statusCode).toBe(200)
    const lists = response.json().data.RecadAPI
    expect(ids(lists.d06f17)).toEqual([SEED_FILE.severinoAtoConcessao])
    expect(lists.d06f17[0].author).toMatchObject({ uupfid: 901, nome: 'Carlos Alberto Nunes' })
    for (const type of ['i0k6d5', 'er0zqc', 'ebdf70', 'cnis']) expect(lists[type]).toEqual([])
    expect((await read(1007, 1001)).statusCode).toBe(403)
  })

  it('attaches a sent file to Ato de Posse and takes it out; only the four recad types', async () => {
    const fileId = await uploaded(
      test.app,
      1001,
      1001,
      fileOf(PDF_BYTES, 'application/pdf', 'posse.pdf'),
    )
    const added = await change({ pf_id: 1001, file_id: fileId, add: ['ebdf70'], remove: [] })
    expect(added.statusCode).toBe(200)
    expect(added.json().data.RecadAPI.pf_id).toBe(1001)
    expect(ids((await read(1001)).json().data.RecadAPI.ebdf70)).toEqual([fileId])
    // The social read leaves the recad types to this API.
    const social = await get(
      test.app,
      '/social/v1/pessoa-fisica/document/1001/all/',
      await token(1001),
    )
    expect(social.json().data.SocialAPI.documents).toEqual({})

    const before = JSON.stringify(test.app.store.data.persons)
    for (const type of ['eoaedt', 'cnis', 'wa9tia']) {
      const refused = await change({ pf_id: 1001, file_id: fileId, add: [type], remove: [] })
      expect(refused.statusCode).toBe(406)
      expect(refused.json().error.fields).toEqual(['add.0'])
    }
    expect(JSON.stringify(test.app.store.data.persons)).toBe(before)

    const removed = await change({ pf_id: 1001, file_id: fileId, add: [], remove: ['ebdf70'] })
    expect(removed.statusCode).toBe(200)
    expect((await read(1001)).json().data.RecadAPI.ebdf70).toEqual([])
  })

  it("refuses another person's record (403), a file that is not the record's (404), a locked case (405)", async () => {
    const fileId = await uploaded(test.app, 1001)
    const body = { pf_id: 1001, file_id: fileId, add: ['i0k6d5'], remove: [] }
    expect((await change({ ...body, pf_id: 1007 })).statusCode).toBe(403)
    expect((await change({ ...body, file_id: SEED_FILE.severinoRg })).statusCode).toBe(404)
    expect((await change({ ...body, pf_id: 1014 }, 1014)).statusCode).toBe(405)
  })
})
