import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { uploadChecksum } from '../../client/storage/files'
import { documentParamsSchema } from '../social/document-images'
import { recadDocumentChangeRequestSchema } from '../recad/documents'
import { UPLOAD_MAX_FILES, uploadRequestSchema } from './files'

const device = { id: 'dev0123456789abcdefghijklmnopq', lat: -8.05, lng: -34.88 }
const file = {
  name: 'rg.png',
  'mime-type': 'image/png',
  upload_tipo_cod: [99],
  sha: 'a'.repeat(64),
  data: 'iVBORw0KGgo=',
}
const valid = (body: object) => z.safeParse(uploadRequestSchema, body).success
/** An upload body whose one file has these fields changed (or these files). */
const body = (changed: object, files = [{ ...file, ...changed }]) => ({
  files,
  checksum: 'b'.repeat(64),
  device,
})
/** Whether the recad change takes these types. */
const recadTakes = (add: string[]) =>
  z.safeParse(recadDocumentChangeRequestSchema, { pf_id: 1, file_id: 2, add, remove: [], device })
    .success

describe('storage upload body (census-wizard §3 Upload item)', () => {
  it('takes images and PDFs with type code [99], a hex sha and base64 data', () => {
    expect(valid({ files: [file], checksum: 'b'.repeat(64), device })).toBe(true)
    expect(
      valid({
        files: [{ ...file, 'mime-type': 'application/pdf' }],
        checksum: 'b'.repeat(64),
        device,
      }),
    ).toBe(true)
  })

  it('refuses other types, other codes, bad base64, no files or too many', () => {
    expect(valid(body({ 'mime-type': 'text/plain' }))).toBe(false)
    expect(valid(body({ upload_tipo_cod: [98] }))).toBe(false)
    expect(valid(body({ upload_tipo_cod: [99, 99] }))).toBe(false)
    expect(valid(body({ data: 'not base64!' }))).toBe(false)
    expect(valid(body({ sha: 'A'.repeat(64) }))).toBe(false)
    expect(valid(body({}, []))).toBe(false)
    expect(
      valid(
        body(
          {},
          Array.from({ length: UPLOAD_MAX_FILES + 1 }, () => file),
        ),
      ),
    ).toBe(false)
  })

  it("has a checksum that is the sha-256 of the files' shas joined in order", async () => {
    const shas = ['1'.repeat(64), '2'.repeat(64)]
    const expected = createHash('sha256').update(shas.join('')).digest('hex')
    expect(await uploadChecksum(shas.map((sha) => ({ sha })))).toBe(expected)
  })
})

describe('document lists', () => {
  it('read by `all` or type hashes separated by commas', () => {
    for (const params of ['all', 'eoaedt', 'eoaedt,ydog05,hash_dep']) {
      expect(z.safeParse(documentParamsSchema, params).success).toBe(true)
    }
    for (const params of ['', 'ALL', 'eoaedt,', 'a', '../x']) {
      expect(z.safeParse(documentParamsSchema, params).success).toBe(false)
    }
  })

  it('change on the recad API only for its four types', () => {
    expect(recadTakes(['i0k6d5', 'er0zqc', 'ebdf70', 'd06f17'])).toBe(true)
    expect(recadTakes(['cnis'])).toBe(false)
    expect(recadTakes(['eoaedt'])).toBe(false)
  })
})
