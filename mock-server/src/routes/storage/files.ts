import { randomBytes } from 'node:crypto'
import {
  deleteFileAnswerSchema,
  deleteFileRequestSchema,
  docsAnswerSchema,
  fileIdSchema,
  promiseAnswerSchema,
  SEND_DONE,
  SEND_PROCESSING,
  sendIdSchema,
  UPLOAD_MAX_BASE64_LENGTH,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILES,
  uploadAnswerSchema,
  uploadRequestSchema,
  type UploadFile,
} from '@censo/contracts'
import type { SeedPerson } from '@censo/fixtures'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import sharp from 'sharp'
import * as z from 'zod/mini'
import { nowIso } from '../../domain/clock'
import { detachEverywhere, findFile, isListed, storedFileView } from '../../domain/document-images'
import { nextId } from '../../domain/ids'
import type { StoredFileRecord } from '../../domain/model'
import { writableRecord } from '../../domain/person-write'
import { findPerson, ownsRecord } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { sha256Hex } from '../../plugins/checksum'
import { idParamSchema, pfIdParamsSchema } from '../params'
import { publicBase } from '../public-base'
import { personRouteOptions } from '../route-options'
import { errorResponses, PERSON_WRITE_ERRORS } from '../responses'

const tags = ['storage']

/** Room for the largest upload (every file at the cap, in base64) and the rest of the body. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_FILES * UPLOAD_MAX_BASE64_LENGTH + 64 * 1024
/** Sends kept for polling: the newest ones (a send's files stay listed once it is gone). */
export const SENDS_KEPT = 500

/** What sharp calls each accepted image type: the bytes must be what the type says. */
const SHARP_FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
  'image/tiff': 'tiff',
}

/** The decoded bytes of one sent file, checked: size cap (413), sha (412), content (406). */
async function checkedBytes(file: UploadFile, index: number): Promise<Buffer> {
  const field = (name: string) => [`files.${index}.${name}`]
  const bytes = Buffer.from(file.data, 'base64')
  if (bytes.length > UPLOAD_MAX_FILE_BYTES) throw new HttpProblem(413, undefined, field('data'))
  if (bytes.length === 0) throw new HttpProblem(406, undefined, field('data'))
  if (sha256Hex(bytes) !== file.sha) throw new HttpProblem(412, undefined, field('sha'))
  const mime = file['mime-type']
  if (mime === 'application/pdf') {
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new HttpProblem(406, undefined, field('data'))
    }
    return bytes
  }
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format as string)
    .catch(() => null)
  if (format !== SHARP_FORMAT[mime]) throw new HttpProblem(406, undefined, field('data'))
  return bytes
}

/** The stored file of an id the person may touch: 404 unknown, 403 someone else's. */
function ownedFile(app: FastifyInstance, self: SeedPerson, fileId: number) {
  const file = findFile(app.store.data, fileId)
  if (!file) throw new HttpProblem(404)
  if (!ownsRecord(self, file.ref_id)) throw new HttpProblem(403)
  return file
}

/**
 * {storage} (census-wizard §7 Images): upload, the promise polled until the send is done, the
 * files of a person, delete. Only the person's own files and their dependants' (ownsRecord).
 */
const storageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = personRouteOptions(app, tags)

  app.post(
    '/v2/upload/:ref_id/',
    {
      onRequest: app.requirePerson,
      preHandler: app.requireEditableCase,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: `Upload up to ${UPLOAD_MAX_FILES} images or PDFs (at most ${UPLOAD_MAX_FILE_BYTES / 1024 / 1024} MiB each) for the person or a dependant; answers the send to poll`,
        params: z.object({ ref_id: idParamSchema }),
        body: uploadRequestSchema,
        response: {
          200: uploadAnswerSchema,
          ...errorResponses(...PERSON_WRITE_ERRORS, 413),
        },
      },
    },
    async (request) => {
      const { ref_id } = request.params
      const self = personOf(request)
      writableRecord(app, self, ref_id)
      const { files, checksum } = request.body
      if (sha256Hex(files.map((file) => file.sha).join('')) !== checksum) {
        throw new HttpProblem(412, undefined, ['checksum'])
      }
      // Every file is checked before anything is kept: one bad file keeps none.
      const contents: Buffer[] = []
      for (const [index, file] of files.entries()) contents.push(await checkedBytes(file, index))
      for (const bytes of contents) await app.files.put(bytes)

      const sendId = randomBytes(16).toString('hex')
      const now = app.config.now()
      const delay = app.files.uploadDelayMs
      const timestamp = nowIso(app)
      await app.store.update((data) => {
        let fileId = nextId(data.files.map((file) => file.file_id))
        const stored: StoredFileRecord[] = files.map((file, index) => ({
          file_id: fileId++,
          ref_id,
          sha: file.sha,
          mime: file['mime-type'],
          name: file.name,
          size: contents[index]?.length ?? 0,
          author: { oid: self.oid, uupfid: self.pf_id, nome: self.nome, timestamp },
          send_id: sendId,
        }))
        data.files.push(...stored)
        data.sends.push({
          send_id: sendId,
          pf_id: self.pf_id,
          ref_id,
          file_ids: stored.map((file) => file.file_id),
          created_at: now,
          ready_at: delay === null ? null : now + delay,
        })
        if (data.sends.length > SENDS_KEPT) data.sends.splice(0, data.sends.length - SENDS_KEPT)
      })
      return { data: { StorageAPI: { send_id: sendId } } }
    },
  )

  app.get(
    '/v2/promise/:send_id/',
    read(promiseAnswerSchema, {
      summary: `Status of a send: ${SEND_PROCESSING} while processing (no files), ${SEND_DONE} with its files (404: not the caller's)`,
      params: z.object({ send_id: sendIdSchema }),
    }),
    async (request) => {
      const self = personOf(request)
      const { send_id } = request.params
      const send = app.store.data.sends.find((entry) => entry.send_id === send_id)
      if (!send || send.pf_id !== self.pf_id) throw new HttpProblem(404)
      const done = send.ready_at !== null && send.ready_at <= app.config.now()
      const base = publicBase(app, request)
      const files = done
        ? send.file_ids.flatMap((id) => {
            const file = findFile(app.store.data, id)
            return file ? [storedFileView(app, file, base)] : []
          })
        : []
      return {
        data: {
          StorageAPI: { send_id, send_status_code: done ? SEND_DONE : SEND_PROCESSING, files },
        },
      }
    },
  )

  app.get(
    '/v2/docs/:pf_id/',
    read(docsAnswerSchema, {
      summary: 'The files sent for the person or a dependant (each with its signed url)',
      params: pfIdParamsSchema,
    }),
    async (request) => {
      const { pf_id } = request.params
      writableRecord(app, personOf(request), pf_id)
      const base = publicBase(app, request)
      const now = app.config.now()
      const files = app.store.data.files
        .filter((file) => file.ref_id === pf_id && isListed(app.store.data, file, now))
        .map((file) => storedFileView(app, file, base))
      return { data: { StorageAPI: { files } } }
    },
  )

  app.delete(
    '/v2/doc/:file_id/delete/',
    write(deleteFileAnswerSchema, {
      summary:
        "Delete a stored file (the person's or a dependant's); it leaves every list that held it",
      params: z.object({ file_id: z.pipe(idParamSchema, fileIdSchema) }),
      body: deleteFileRequestSchema,
    }),
    async (request) => {
      const { file_id } = request.params
      const file = ownedFile(app, personOf(request), file_id)
      await app.store.update((data) => {
        data.files = data.files.filter((entry) => entry.file_id !== file_id)
        const person = findPerson(data, file.ref_id)
        if (person) detachEverywhere(person, file_id)
      })
      await app.files.release(file.sha)
      return { data: { StorageAPI: { file_id } } }
    },
  )
}

export default storageFileRoutes
