import * as z from 'zod/mini'
import { isoDateTimeSchema, pfIdSchema, withDevice } from '../common'
import { storageAnswer } from './envelope'

/**
 * The storage API (census-wizard §3 Document images, §4 Upload, §7 Images, §9): upload, the
 * promise polled until the send is done, a person's files, delete. Limits live here only
 * (ADR 017): the mock refuses past them, the web checks before sending.
 */

/** The only upload type code the spec shows (§9: "Upload document type code [99]"). */
export const UPLOAD_TIPO_COD = 99
/** At most this many bytes per file (decoded), and files per upload. */
export const UPLOAD_MAX_FILE_BYTES = 5 * 1024 * 1024
export const UPLOAD_MAX_FILES = 4
/** Base64 of the largest file: 4 characters per 3 bytes. */
export const UPLOAD_MAX_BASE64_LENGTH = Math.ceil(UPLOAD_MAX_FILE_BYTES / 3) * 4
/** Image types the storage reads (and resizes) and the PDF, served as it is. */
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'application/pdf',
] as const
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number]
/** Status of a finished send (§9: "status file code 200 means the send finished"). */
export const SEND_DONE = 200
/** Status while the storage still processes a send (ours: the spec does not show it). */
export const SEND_PROCESSING = 202

export const sha256HexSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/))
export const fileIdSchema = z.number().check(z.int(), z.positive())
/** An opaque id of one upload (32 hex characters: not guessable). */
export const sendIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/))

/** One file of an upload (§3 Upload item). */
export const uploadFileSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  'mime-type': z.enum(UPLOAD_MIME_TYPES),
  upload_tipo_cod: z.array(z.literal(UPLOAD_TIPO_COD)).check(z.length(1)),
  /** Hex sha-256 of the decoded bytes. */
  sha: sha256HexSchema,
  /** The bytes in base64 (standard alphabet, padded). */
  data: z.base64().check(z.minLength(4), z.maxLength(UPLOAD_MAX_BASE64_LENGTH)),
})
export type UploadFile = z.infer<typeof uploadFileSchema>

/**
 * POST {storage}/v2/upload/{ref_id}/ — `checksum` is the hex sha-256 of the files' `sha` values
 * joined in order (ADR 017), so a body whose list was cut or reordered is refused (412).
 */
export const uploadRequestSchema = withDevice({
  files: z.array(uploadFileSchema).check(z.minLength(1), z.maxLength(UPLOAD_MAX_FILES)),
  checksum: sha256HexSchema,
})
export type UploadRequest = z.infer<typeof uploadRequestSchema>

export const uploadAnswerSchema = storageAnswer(z.object({ send_id: sendIdSchema }))

/** Who sent a file, and when (§3: author {oid, uupfid, nome, timestamp}). */
export const storageAuthorSchema = z.object({
  oid: z.string(),
  uupfid: pfIdSchema,
  nome: z.string(),
  timestamp: isoDateTimeSchema,
})
export type StorageAuthor = z.infer<typeof storageAuthorSchema>

/** A signed, expiring address of a stored file (ADR 017); the web adds `w` and `q` to it. */
export const signedUrlSchema = z.url()

/** A stored file as the storage lists it. */
export const storedFileSchema = z.object({
  file_id: fileIdSchema,
  /** Whose document it is: the person's own pf_id or a dependant's. */
  ref_id: pfIdSchema,
  name: z.string(),
  'mime-type': z.enum(UPLOAD_MIME_TYPES),
  size: z.number().check(z.int(), z.nonnegative()),
  sha: sha256HexSchema,
  url: signedUrlSchema,
  author: storageAuthorSchema,
})
export type StoredFile = z.infer<typeof storedFileSchema>

/** GET {storage}/v2/promise/{send_id}/ — 202 while processing (files empty), then 200. */
export const promiseAnswerSchema = storageAnswer(
  z.object({
    send_id: sendIdSchema,
    send_status_code: z.number().check(z.int()),
    files: z.array(storedFileSchema),
  }),
)
export type SendPromise = z.infer<typeof promiseAnswerSchema>['data']['StorageAPI']

/** GET {storage}/v2/docs/{pf_id}/ — the files sent for a person (own or a dependant's). */
export const docsAnswerSchema = storageAnswer(z.object({ files: z.array(storedFileSchema) }))

/** DELETE {storage}/v2/doc/{file_id}/delete/ — the body carries only the device. */
export const deleteFileRequestSchema = withDevice({})
export const deleteFileAnswerSchema = storageAnswer(z.object({ file_id: fileIdSchema }))

/**
 * What the web reads of a stored file (ADR 024): its id and type; the rest of the item (ours) may
 * be missing, and a type outside the upload's list is read as given.
 */
const storedFileReadSchema = z.object({
  file_id: fileIdSchema,
  'mime-type': z.optional(z.string()),
})

/** What the web reads of a send's state: the status code, and the files once it is done. */
export const promiseReadSchema = storageAnswer(
  z.object({
    send_status_code: z.number().check(z.int()),
    files: z.optional(z.array(storedFileReadSchema)),
  }),
)

/** What the web reads of a person's stored files. */
export const docsReadSchema = storageAnswer(z.object({ files: z.array(storedFileReadSchema) }))
