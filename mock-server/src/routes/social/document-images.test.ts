import { SEED_FILE } from '@censo/fixtures'
import { describe, expect, it } from 'vitest'
import { get, jsonRequest, useTestApp } from '../../testing'
import { fileOf, PDF_BYTES, uploaded } from '../storage/test-files'

const test = useTestApp({ uploadDelayMs: 0 })

const token = (pfId: number) => test.app.tokens.signPerson(pfId)
const path = '/social/v1/pessoa-fisica'

/** Uploads one file for `refId` (a PDF when asked) and answers its file id. */
const sent = (refId: number, as = refId, pdf = false) =>
  uploaded(test.app, refId, as, pdf ? fileOf(PDF_BYTES, 'application/pdf', 'doc.pdf') : undefined)

const change = async (body: Record<string, unknown>, as = 1001) =>
  test.app.inject(jsonRequest('PUT', `${path}/document/change/`, body, { token: await token(as) }))
const addPhoto = async (fileId: number) =>
  test.app.inject(
    jsonRequest(
      'POST',
      `${path}/foto/`,
      { pf_id: 1001, file_id: fileId },
      { token: await token(1001) },
    ),
  )
const read = async (pfId: number, params = 'all', as = pfId) =>
  get(test.app, `${path}/document/${pfId}/${params}/`, await token(as))

describe('social document read (access-and-screens §7)', () => {
  it('answers the lists by type with signed urls and the photo lists, without the recad types', async () => {
    const response = await read(1007)
    expect(response.statusCode).toBe(200)
    const answer = response.json().data.SocialAPI
    expect(Object.keys(answer.documents)).toEqual(['eoaedt'])
    expect(answer.documents.eoaedt[0]).toMatchObject({
      file_id: SEED_FILE.severinoRg,
      author: { uupfid: 1007, nome: 'Severino Ramos do Nascimento', oid: 'tst-estado-pe' },
    })
    expect(answer.documents.eoaedt[0].url).toContain('/storage/v2/file/')
    expect(answer.wa9tia.public).toEqual([])
    expect(answer.wa9tia.private[0].file_id).toBe(SEED_FILE.severinoFoto)
    expect(answer.wa9tia.private[0].foto_url).toContain('sig=')
    expect((await read(1007, 'kilwf3,cjiy3i')).json().data.SocialAPI.documents).toEqual({})
  })

  it("reads a dependant's lists, never someone else's", async () => {
    const pedro = (await read(1101, 'all', 1013)).json().data.SocialAPI
    expect(pedro.documents.dn4c1m[0].file_id).toBe(SEED_FILE.pedroCertidao)
    expect((await read(1007, 'all', 1001)).statusCode).toBe(403)
    expect((await read(1001, 'ALL')).statusCode).toBe(406)
    expect((await get(test.app, `${path}/document/1001/all/`)).statusCode).toBe(401)
  })
})

describe('social document change (census-wizard §7 Images)', () => {
  it('attaches a sent file to a type and takes it out again; a second removal is 404', async () => {
    const fileId = await sent(1001)
    const added = await change({ pf_id: 1001, file_id: fileId, add: ['eoaedt'], remove: [] })
    expect(added.statusCode).toBe(200)
    expect(added.json().data.SocialAPI.pf_id).toBe(1001)
    const lists = (await read(1001)).json().data.SocialAPI.documents
    expect(lists.eoaedt.map((item: { file_id: number }) => item.file_id)).toEqual([fileId])
    const moved = await change({
      pf_id: 1001,
      file_id: fileId,
      add: ['ydog05'],
      remove: ['eoaedt'],
    })
    expect(moved.statusCode).toBe(200)
    expect(Object.keys((await read(1001)).json().data.SocialAPI.documents)).toEqual(['ydog05'])
    expect(
      (await change({ pf_id: 1001, file_id: fileId, add: [], remove: ['ydog05'] })).statusCode,
    ).toBe(200)
    expect(
      (await change({ pf_id: 1001, file_id: fileId, add: [], remove: ['ydog05'] })).statusCode,
    ).toBe(404)
  })

  it('refuses unknown types, the photo and the recad types (406), and changes nothing', async () => {
    const fileId = await sent(1001)
    const before = JSON.stringify(test.app.store.data.persons)
    for (const [add, remove, fields] of [
      [['eoaedt', 'zzzzzz'], [], ['add.1']],
      [['wa9tia'], [], ['add.0']],
      [['d06f17'], [], ['add.0']],
      [[], ['i0k6d5'], ['remove.0']],
      [[], [], ['add']],
      [['eoaedt'], ['eoaedt'], ['add']],
    ] as const) {
      const response = await change({ pf_id: 1001, file_id: fileId, add, remove })
      expect(response.statusCode).toBe(406)
      expect(response.json().error.fields).toEqual(fields)
    }
    expect(JSON.stringify(test.app.store.data.persons)).toBe(before)
  })

  it("takes only the record's own files, the person's or a dependant's (403/404), and 405 while locked", async () => {
    const fileId = await sent(1001)
    const body = { pf_id: 1001, file_id: SEED_FILE.severinoRg, add: ['eoaedt'], remove: [] }
    expect((await change(body)).statusCode).toBe(404)
    expect((await change({ ...body, pf_id: 1007, file_id: fileId })).statusCode).toBe(403)
    const pedroFile = await sent(1101, 1013)
    const forPedro = { pf_id: 1101, file_id: pedroFile, add: ['dr9g2k'], remove: [] }
    expect((await change(forPedro, 1013)).statusCode).toBe(200)
    // 1014 has a locked case.
    expect((await change({ ...body, pf_id: 1014 }, 1014)).statusCode).toBe(405)
  })
})

describe('photo (census-wizard §7 Images)', () => {
  it('makes a sent image the private photo and takes it out again', async () => {
    const fileId = await sent(1001)
    const add = await test.app.inject(
      jsonRequest(
        'POST',
        `${path}/foto/`,
        { pf_id: 1001, file_id: fileId },
        { token: await token(1001) },
      ),
    )
    expect(add.statusCode).toBe(200)
    const photos = (await read(1001)).json().data.SocialAPI.wa9tia
    expect(photos.private.map((item: { file_id: number }) => item.file_id)).toEqual([fileId])
    const remove = async () =>
      test.app.inject(
        jsonRequest('DELETE', `${path}/foto/1001/${fileId}/`, {}, { token: await token(1001) }),
      )
    expect((await remove()).statusCode).toBe(200)
    expect((await read(1001)).json().data.SocialAPI.wa9tia.private).toEqual([])
    expect((await remove()).statusCode).toBe(404)
  })

  it('refuses a PDF as the photo (406) and a file that is not the person’s (404)', async () => {
    const pdf = await sent(1001, 1001, true)
    expect((await addPhoto(pdf)).statusCode).toBe(406)
    expect((await addPhoto(SEED_FILE.severinoFoto)).statusCode).toBe(404)
  })
})

describe('work-card images (access-and-screens §7)', () => {
  it('answers the work card and contract images by the card number; 404 for another number', async () => {
    const ctps = await get(test.app, `${path}/ctps/doc/1007/4512873/`, await token(1007))
    expect(ctps.statusCode).toBe(200)
    expect(ctps.json().data.SocialAPI.map((item: { file_id: number }) => item.file_id)).toEqual([
      SEED_FILE.severinoCtps,
    ])
    const contracts = await get(
      test.app,
      `${path}/ctps/contratos/doc/1007/4512873/`,
      await token(1007),
    )
    expect(contracts.json().data.SocialAPI).toEqual([])
    expect((await get(test.app, `${path}/ctps/doc/1007/1/`, await token(1007))).statusCode).toBe(
      404,
    )
    expect((await get(test.app, `${path}/ctps/doc/1001/1/`, await token(1001))).statusCode).toBe(
      404,
    )
    expect(
      (await get(test.app, `${path}/ctps/doc/1007/4512873/`, await token(1001))).statusCode,
    ).toBe(403)
  })
})
