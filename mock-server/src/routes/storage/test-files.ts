import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { get, jsonRequest, sha256Hex } from '../../testing'

/** Files to upload in the tests of step 6's routes (generated, a few hundred bytes). */

export async function pngBytes(width = 64, height = 48, color = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n', 'latin1')

/** An upload item as the web sends it. */
export function fileOf(bytes: Buffer, mime = 'image/png', name = 'documento.png') {
  return {
    name,
    'mime-type': mime,
    upload_tipo_cod: [99],
    sha: sha256Hex(bytes),
    data: bytes.toString('base64'),
  }
}
export type UploadItem = ReturnType<typeof fileOf>

/** The upload body's checksum: sha-256 of the files' shas joined (ADR 017). */
export const checksumOf = (files: readonly { sha: string }[]) =>
  sha256Hex(files.map((file) => file.sha).join(''))

/** Uploads one file for `refId` as `as` (the delay must be 0) and answers its file id. */
export async function uploaded(
  app: FastifyInstance,
  refId: number,
  as = refId,
  file?: UploadItem,
): Promise<number> {
  const item = file ?? fileOf(await pngBytes())
  const token = await app.tokens.signPerson(as)
  const body = { files: [item], checksum: checksumOf([item]) }
  const upload = await app.inject(
    jsonRequest('POST', `/storage/v2/upload/${refId}/`, body, { token }),
  )
  const sendId: string = upload.json().data.StorageAPI.send_id
  const promise = await get(app, `/storage/v2/promise/${sendId}/`, token)
  return promise.json().data.StorageAPI.files[0].file_id
}
