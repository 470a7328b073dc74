import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { UPLOAD_MAX_FILE_BYTES } from '@censo/contracts'
import { SEED_FILE } from '@censo/fixtures'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildTestApp, get, jsonRequest, sha256Hex, useTestApp } from '../../testing'
import { UPLOAD_BODY_LIMIT } from './files'
import { checksumOf, fileOf, PDF_BYTES, pngBytes } from './test-files'

const test = useTestApp({ uploadDelayMs: 0 })

const token = (pfId: number) => test.app.tokens.signPerson(pfId)

async function upload(refId: number, files: ReturnType<typeof fileOf>[], as = refId) {
  return test.app.inject(
    jsonRequest(
      'POST',
      `/storage/v2/upload/${refId}/`,
      { files, checksum: checksumOf(files) },
      { token: await token(as) },
    ),
  )
}

/** The path and query of an absolute address (inject takes no origin). */
const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

const poll = async (sendId: string, as = 1001) =>
  get(test.app, `/storage/v2/promise/${sendId}/`, await token(as))
const docs = async (pfId: number, as = pfId) =>
  get(test.app, `/storage/v2/docs/${pfId}/`, await token(as))
const remove = async (fileId: number, as: number) =>
  test.app.inject(
    jsonRequest('DELETE', `/storage/v2/doc/${fileId}/delete/`, {}, { token: await token(as) }),
  )

describe('storage upload and promise (census-wizard §7 Images)', () => {
  it('keeps the bytes on disk by their sha, answers a send whose promise ends in 200 with the files', async () => {
    const bytes = await pngBytes()
    const sent = await upload(1001, [fileOf(bytes)])
    expect(sent.statusCode).toBe(200)
    const sendId: string = sent.json().data.StorageAPI.send_id
    expect(sendId).toMatch(/^[0-9a-f]{32}$/)
    expect(existsSync(join(test.app.files.dir, sha256Hex(bytes)))).toBe(true)
    expect(JSON.stringify(test.app.store.data)).not.toContain(bytes.toString('base64'))

    const promise = (await poll(sendId)).json().data.StorageAPI
    expect(promise.send_status_code).toBe(200)
    expect(promise.files).toHaveLength(1)
    const [file] = promise.files
    expect(file).toMatchObject({ ref_id: 1001, 'mime-type': 'image/png', size: bytes.length })
    expect(file.author).toMatchObject({ uupfid: 1001, oid: 'tst-recife' })
    expect(file.url).toMatch(/\/storage\/v2\/file\/\d+\/\?exp=\d+&sig=[\w-]{43}$/)
    const listed = (await docs(1001)).json().data.StorageAPI.files
    expect(listed.map((entry: { file_id: number }) => entry.file_id)).toEqual([file.file_id])
  })

  it('journals an upload with its files named and their data cut to a summary', async () => {
    const bytes = Buffer.concat([PDF_BYTES, Buffer.alloc(40_000, 32)])
    await upload(1001, [fileOf(bytes, 'application/pdf', 'ato-posse.pdf')])
    const [entry] = (await get(test.app, '/__dev/journal?limit=1')).json().entries
    expect(entry.body.files[0]).toMatchObject({
      name: 'ato-posse.pdf',
      'mime-type': 'application/pdf',
    })
    expect(entry.body.files[0].data).toMatch(/… \[\d+ characters\]$/)
  })

  it('answers 202 without files while processing, and never 200 when the delay is never', async () => {
    test.app.files.uploadDelayMs = null
    const sent = await upload(1001, [fileOf(await pngBytes())])
    const promise = (await poll(sent.json().data.StorageAPI.send_id)).json().data.StorageAPI
    expect(promise).toMatchObject({ send_status_code: 202, files: [] })
    expect((await docs(1001)).json().data.StorageAPI.files).toEqual([])
  })

  it('finishes after the delay set at /__dev/storage, which /__dev/reset puts back', async () => {
    const set = await test.app.inject({
      method: 'PUT',
      url: '/__dev/storage',
      payload: { upload_delay_ms: 60_000 },
    })
    expect(set.json()).toEqual({ upload_delay_ms: 60_000 })
    const sent = await upload(1001, [fileOf(await pngBytes())])
    expect((await poll(sent.json().data.StorageAPI.send_id)).json().data.StorageAPI).toMatchObject({
      send_status_code: 202,
    })
    await test.app.inject({ method: 'POST', url: '/__dev/reset' })
    expect((await get(test.app, '/__dev/storage')).json()).toEqual({ upload_delay_ms: 0 })
    const bad = await test.app.inject({
      method: 'PUT',
      url: '/__dev/storage',
      payload: { upload_delay_ms: -1 },
    })
    expect(bad.statusCode).toBe(406)
  })

  it('lets only the uploader poll a send', async () => {
    const sent = await upload(1001, [fileOf(await pngBytes())])
    const sendId = sent.json().data.StorageAPI.send_id
    expect((await poll(sendId, 1002)).statusCode).toBe(404)
    expect((await poll('f'.repeat(32))).statusCode).toBe(404)
    expect((await poll('not-a-send')).statusCode).toBe(406)
  })

  it('takes files for a dependant of the person, not for anyone else', async () => {
    const file = fileOf(await pngBytes())
    expect((await upload(1101, [file], 1013)).statusCode).toBe(200)
    expect((await upload(1101, [file], 1001)).statusCode).toBe(403)
    expect((await upload(1002, [file], 1001)).statusCode).toBe(403)
    // 1014 has a locked case.
    expect((await upload(1014, [file])).statusCode).toBe(405)
  })
})

function nothingKept(before: number) {
  expect(test.app.store.data.files).toHaveLength(before)
  expect(test.app.store.data.sends).toHaveLength(0)
}

describe('storage upload refusals: a clear 4xx, nothing kept', () => {
  it('refuses a sha that is not the bytes (412) and a body checksum that is not the shas (412)', async () => {
    const before = test.app.store.data.files.length
    const good = fileOf(await pngBytes())
    const other = fileOf(await pngBytes(10, 10))
    const wrongSha = { ...good, sha: other.sha }
    const response = await upload(1001, [other, wrongSha])
    expect(response.statusCode).toBe(412)
    expect(response.json().error.fields).toEqual(['files.1.sha'])
    const body = { files: [good], checksum: checksumOf([other]) }
    const wrongChecksum = await test.app.inject(
      jsonRequest('POST', '/storage/v2/upload/1001/', body, { token: await token(1001) }),
    )
    expect(wrongChecksum.statusCode).toBe(412)
    expect(wrongChecksum.json().error.fields).toEqual(['checksum'])
    nothingKept(before)
    expect(existsSync(join(test.app.files.dir, other.sha))).toBe(false)
  })

  it('refuses other types, bytes that are not what the type says, and bad base64 (406)', async () => {
    const before = test.app.store.data.files.length
    const png = await pngBytes()
    const text = Buffer.from('plain text, not an image')
    for (const [file, field] of [
      [fileOf(text, 'text/plain', 'notas.txt'), 'files.0.mime-type'],
      [fileOf(text, 'image/png'), 'files.0.data'],
      [fileOf(png, 'image/jpeg'), 'files.0.data'],
      [fileOf(png, 'application/pdf', 'x.pdf'), 'files.0.data'],
      [{ ...fileOf(png), data: '@@@not base64@@@' }, 'files.0.data'],
    ] as const) {
      const response = await upload(1001, [file])
      expect(response.statusCode, field).toBe(406)
      expect(response.json().error.fields).toEqual([field])
    }
    nothingKept(before)
  })

  it('refuses a file over the cap (413) and a body over the route limit (413), in the envelope', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 1, 1)
    const response = await upload(1001, [fileOf(big)])
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toMatchObject({ status: 413, fields: ['files.0.data'] })
    const huge = 'A'.repeat(UPLOAD_BODY_LIMIT + 1)
    const tooLarge = await test.app.inject({
      method: 'POST',
      url: '/storage/v2/upload/1001/',
      payload: huge,
      headers: {
        'content-type': 'application/json',
        'x-checksum': sha256Hex(huge),
        authorization: `Bearer ${await token(1001)}`,
      },
    })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error.status).toBe(413)
    nothingKept(test.app.store.data.files.length)
  })

  it('answers 401 before reading the body of an anonymous upload', async () => {
    const response = await test.app.inject(
      jsonRequest('POST', '/storage/v2/upload/1001/', { files: [], checksum: 'x' }),
    )
    expect(response.statusCode).toBe(401)
  })
})

describe('signed file addresses (ADR 017)', () => {
  it('serves an image resized by w and q, and a PDF as it is', async () => {
    const [rg] = (await docs(1007))
      .json()
      .data.StorageAPI.files.filter(
        (file: { file_id: number }) => file.file_id === SEED_FILE.severinoRg,
      )
    const full = await get(test.app, pathOf(rg.url))
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('image/webp')
    const small = await get(test.app, `${pathOf(rg.url)}&w=32&q=60`)
    expect((await sharp(small.rawPayload).metadata()).width).toBe(32)
    expect((await get(test.app, `${pathOf(rg.url)}&w=abc`)).statusCode).toBe(406)
    expect((await get(test.app, `${pathOf(rg.url)}&w=99999`)).statusCode).toBe(406)

    const [pdf] = (await docs(1007))
      .json()
      .data.StorageAPI.files.filter(
        (file: { file_id: number }) => file.file_id === SEED_FILE.severinoAtoConcessao,
      )
    const served = await get(test.app, `${pathOf(pdf.url)}&w=32`)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('refuses an id without its signature, a forged or moved one, and an expired one (403)', async () => {
    const [file] = (await docs(1007)).json().data.StorageAPI.files
    const url = new URL(file.url)
    const exp = url.searchParams.get('exp')
    const sig = url.searchParams.get('sig') ?? ''
    expect((await get(test.app, `/storage/v2/file/${file.file_id}/`)).statusCode).toBe(400)
    const other = `/storage/v2/file/${file.file_id + 1}/?exp=${exp}&sig=${sig}`
    expect((await get(test.app, other)).statusCode).toBe(403)
    const later = `/storage/v2/file/${file.file_id}/?exp=${Number(exp) + 600}&sig=${sig}`
    expect((await get(test.app, later)).statusCode).toBe(403)
    const forged = `/storage/v2/file/${file.file_id}/?exp=${exp}&sig=${'A'.repeat(43)}`
    expect((await get(test.app, forged)).statusCode).toBe(403)

    const expired = await buildTestApp({ now: () => Date.now() + 2 * 3600_000 })
    try {
      const response = await get(expired.app, pathOf(file.url))
      expect(response.statusCode).toBe(403)
    } finally {
      await expired.close()
    }
  })
})

describe('storage docs list and delete', () => {
  it("lists the person's and a dependant's files, never someone else's", async () => {
    const seeded = (await docs(1007)).json().data.StorageAPI.files
    expect(seeded.map((file: { file_id: number }) => file.file_id).toSorted()).toEqual([
      SEED_FILE.severinoFoto,
      SEED_FILE.severinoRg,
      SEED_FILE.severinoCtps,
      SEED_FILE.severinoAtoConcessao,
    ])
    expect((await docs(1101, 1013)).json().data.StorageAPI.files).toHaveLength(1)
    expect((await docs(1007, 1001)).statusCode).toBe(403)
    expect((await get(test.app, '/storage/v2/docs/1007/')).statusCode).toBe(401)
  })

  it('deletes a file from the storage and from every list, its bytes when unused', async () => {
    const bytes = await pngBytes(20, 20, '#123456')
    const sent = await upload(1001, [fileOf(bytes)])
    const [file] = (await poll(sent.json().data.StorageAPI.send_id)).json().data.StorageAPI.files
    await test.app.inject(
      jsonRequest(
        'PUT',
        '/social/v1/pessoa-fisica/document/change/',
        { pf_id: 1001, file_id: file.file_id, add: ['eoaedt'], remove: [] },
        { token: await token(1001) },
      ),
    )
    expect((await remove(file.file_id, 1002)).statusCode).toBe(403)
    const removed = await remove(file.file_id, 1001)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().data.StorageAPI).toEqual({ file_id: file.file_id })
    expect(test.app.store.data.persons.find((p) => p.pf_id === 1001)?.imagens).toEqual({})
    expect(existsSync(join(test.app.files.dir, sha256Hex(bytes)))).toBe(false)
    expect((await get(test.app, pathOf(file.url))).statusCode).toBe(404)
    expect((await remove(file.file_id, 1001)).statusCode).toBe(404)
  })

  it('deletes a seeded file, whose bytes stay for the next reset', async () => {
    expect((await remove(SEED_FILE.pedroCertidao, 1013)).statusCode).toBe(200)
    const pedro = test.app.store.data.persons.find((p) => p.pf_id === 1101)
    expect(pedro?.imagens).toEqual({})
    await test.app.store.reset()
    const [file] = (await docs(1101, 1013)).json().data.StorageAPI.files
    expect((await get(test.app, pathOf(file.url))).statusCode).toBe(200)
  })
})
