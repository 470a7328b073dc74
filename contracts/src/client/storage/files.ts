import type { KyInstance } from 'ky'
import * as s from '../../schemas/storage/files'
import { storageCall, write } from '../call'
import { sha256Hex } from '../http'

/** The upload body's `checksum`: sha-256 of the files' `sha` values joined in order (ADR 017). */
export const uploadChecksum = (files: readonly Pick<s.UploadFile, 'sha'>[]) =>
  sha256Hex(new TextEncoder().encode(files.map((file) => file.sha).join('')))

/** POST {storage}/v2/upload/{ref_id}/ — the files of the person or a dependant; answers send_id. */
export const upload = async (http: KyInstance, refId: number, files: s.UploadFile[]) =>
  storageCall(http, 'post', `v2/upload/${refId}/`, s.uploadAnswerSchema, {
    files,
    checksum: await uploadChecksum(files),
  })

/** GET {storage}/v2/promise/{send_id}/ — polled until send_status_code is 200 (SEND_DONE). */
export const getPromise = (http: KyInstance, sendId: string) =>
  storageCall(http, 'get', `v2/promise/${sendId}/`, s.promiseReadSchema)

/** GET {storage}/v2/docs/{pf_id}/ — the files sent for a person, each with its signed url. */
export const listDocs = async (http: KyInstance, pfId: number) =>
  (await storageCall(http, 'get', `v2/docs/${pfId}/`, s.docsReadSchema)).files

/** DELETE {storage}/v2/doc/{file_id}/delete/ — the body carries the device. */
export const deleteFile = (http: KyInstance, fileId: number) =>
  write(http, 'delete', `v2/doc/${fileId}/delete/`, {})
