import { sha256Hex } from '@censo/contracts/client/http'
import * as recadDocumentsClient from '@censo/contracts/client/recad/documents'
import * as imagesClient from '@censo/contracts/client/social/document-images'
import * as storageClient from '@censo/contracts/client/storage/files'
import {
  PHOTO_TYPE,
  RECAD_CHANGE_TYPES,
  type DocumentImage,
  type PhotoLists,
} from '@censo/contracts/schemas/social/document-images'
import {
  SEND_DONE,
  UPLOAD_TIPO_COD,
  type UploadMimeType,
} from '@censo/contracts/schemas/storage/files'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { fetchWithUploadProgress, type UploadProgress } from '@/lib/upload-transport'
import type { PreparedFile } from '@/lib/photo-encoding'
import { UPLOAD_TIMING } from '../timing'
import { pause } from '@/lib/tasks'
import { throwIfNetworkFailure } from '@/lib/network-failure'

/**
 * Step 6's reads and writes (census-wizard §4 Upload, §7 Images; access-and-screens §7 documents
 * read for the session).
 */

/** What was sent for one person (the insured person or a dependant), by type. */
export interface SentDocuments {
  byType: Readonly<Record<string, readonly DocumentImage[]>>
  photos: PhotoLists
  /** Each stored file's type (a PDF is linked, an image shown); empty when the list failed. */
  mimeTypes: Readonly<Record<number, string>>
}

const NO_PHOTOS: PhotoLists = { public: [], private: [] }

/**
 * The social document read, then (for the insured person) the recad lists merged in. Errors are
 * ignored (access-and-screens §7): a failed social read is no document, and each recad list
 * defaults to empty.
 */
async function readSent(pfId: number, withRecad: boolean): Promise<SentDocuments> {
  let byType: Record<string, readonly DocumentImage[]> = {}
  let photos = NO_PHOTOS
  const stored = storageClient.listDocs(api.storage, pfId).catch((error: unknown) => {
    throwIfNetworkFailure(error)
    console.warn('wizard: storage docs read failed', error)
    return []
  })
  // Handled here too: a read below that fails for lack of network leaves it unawaited.
  stored.catch(() => {})
  try {
    const read = await imagesClient.readDocumentImages(api.social, pfId)
    byType = { ...read.documents }
    photos = read[PHOTO_TYPE]
  } catch (error) {
    throwIfNetworkFailure(error)
    console.warn('wizard: document read failed', error)
  }
  if (withRecad) {
    try {
      byType = { ...byType, ...(await recadDocumentsClient.readRecadDocuments(api.recad, pfId)) }
    } catch (error) {
      throwIfNetworkFailure(error)
      console.warn('wizard: recad document read failed', error)
    }
  }
  // A plain object, not a Map: the lists are kept on the device as JSON (docs/decisions/028).
  const mimeTypes = Object.fromEntries(
    (await stored).map((file) => [file.file_id, file['mime-type'] ?? '']),
  )
  return { byType, photos, mimeTypes }
}

/** The insured person's documents and photos. */
export const sentDocumentsQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['wizard', 'images', pfId],
    queryFn: () => readSent(pfId, true),
  })

/** A dependant's documents (sent through the dependants' entry). */
export const dependantDocumentsQueryOptions = (dependantId: number) =>
  queryOptions({
    queryKey: ['wizard', 'images', 'dependant', dependantId],
    queryFn: () => readSent(dependantId, false),
  })

/** After a send or a removal: the lists of whoever the file belongs to are read again. */
export async function invalidateSent(queryClient: QueryClient, refId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sentDocumentsQueryOptions(refId).queryKey }),
    queryClient.invalidateQueries({ queryKey: dependantDocumentsQueryOptions(refId).queryKey }),
  ])
}

/**
 * The work card's images and its contracts' (access-and-screens §7: read for the session, by the
 * work card's number; on error the images become empty). The institute types them; the person
 * sees them.
 */
const noWorkCardImages = (error: unknown): DocumentImage[] => {
  throwIfNetworkFailure(error)
  console.warn('wizard: work card images read failed', error)
  return []
}

export const workCardImagesQueryOptions = (pfId: number, ctpsId: number) =>
  queryOptions({
    queryKey: ['wizard', 'images', pfId, 'ctps', ctpsId],
    queryFn: async () => {
      const [card, contracts] = await Promise.all([
        imagesClient.readWorkCardImages(api.social, pfId, ctpsId).catch(noWorkCardImages),
        imagesClient.readWorkContractImages(api.social, pfId, ctpsId).catch(noWorkCardImages),
      ])
      return { card, contracts }
    },
  })

// Sending ----------------------------------------------------------------------------------------

/** Why a send stopped: the upload (or its status never reaching 200) or the attach. */
export class SendFailure extends Error {
  constructor(
    readonly stage: 'upload' | 'timeout' | 'attach',
    override readonly cause: unknown,
    /** The stored file, once uploaded: a retry only attaches it again. */
    readonly fileId?: number,
  ) {
    super(`send failed at ${stage}`)
    this.name = 'SendFailure'
  }
}

function base64Of(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let at = 0; at < bytes.length; at += chunk) {
    binary += String.fromCharCode(...bytes.subarray(at, at + chunk))
  }
  return btoa(binary)
}

/** A file's place: whose record (the person or a dependant), which type. */
export interface SendTarget {
  refId: number
  type: string
}

/**
 * Spec §4 and §9: upload, the first status check after 1.5 s then every 1 s, at most 10 tries
 * (then the Timeout failure). Answers the stored file's id.
 */
async function uploadAndWait(
  target: SendTarget,
  file: FileToSend,
  mimeType: UploadMimeType,
  onProgress: UploadProgress,
): Promise<number> {
  let sendId: string
  try {
    const http = api.storage.extend({
      fetch: fetchWithUploadProgress(onProgress),
      // A few megabytes on a slow mobile network take longer than the usual 30 s.
      timeout: UPLOAD_TIMING.uploadTimeout,
    })
    const upload = {
      name: file.name,
      'mime-type': mimeType,
      upload_tipo_cod: [UPLOAD_TIPO_COD] as [typeof UPLOAD_TIPO_COD],
      sha: await sha256Hex(file.bytes),
      data: base64Of(file.bytes),
    }
    sendId = (await storageClient.upload(http, target.refId, [upload])).send_id
  } catch (error) {
    throw new SendFailure('upload', error)
  }
  for (let attempt = 0; attempt < UPLOAD_TIMING.maxTries; attempt++) {
    await pause(attempt === 0 ? UPLOAD_TIMING.firstCheck : UPLOAD_TIMING.nextChecks)
    try {
      const promise = await storageClient.getPromise(api.storage, sendId)
      const stored = promise.files?.[0]
      if (promise.send_status_code === SEND_DONE && stored) return stored.file_id
    } catch (error) {
      // A failed check counts as a try; the next one may answer.
      console.warn('wizard: upload status check failed', error)
    }
  }
  throw new SendFailure('timeout', new Error('Timeout'))
}

const isRecadType = (type: string): type is (typeof RECAD_CHANGE_TYPES)[number] =>
  RECAD_CHANGE_TYPES.some((recad) => recad === type)

/**
 * Which API keeps a type's list (§7), for the attach and the removal alike: the photo by its own
 * calls, the recad types by the recad change, every other type by the social change; always on
 * the record of `refId` (the person's or a dependant's).
 */
function changeList(
  { refId, type }: SendTarget,
  fileId: number,
  change: 'add' | 'remove',
): Promise<unknown> {
  if (type === PHOTO_TYPE) {
    return change === 'add'
      ? imagesClient.addPhoto(api.social, { pf_id: refId, file_id: fileId })
      : imagesClient.removePhoto(api.social, refId, fileId)
  }
  const lists = <Type>(listed: Type) => ({
    add: change === 'add' ? [listed] : [],
    remove: change === 'remove' ? [listed] : [],
  })
  return isRecadType(type)
    ? recadDocumentsClient.changeRecadDocument(api.recad, {
        pf_id: refId,
        file_id: fileId,
        ...lists(type),
      })
    : imagesClient.changeDocument(api.social, { pf_id: refId, file_id: fileId, ...lists(type) })
}

/** What an upload sends of a prepared file. */
export type FileToSend = Pick<PreparedFile, 'name' | 'bytes'>

export interface SendRequest {
  target: SendTarget
  file: FileToSend
  mimeType: UploadMimeType
  onProgress: UploadProgress
  /** Set when a previous try uploaded the file but failed to attach it. */
  uploadedFileId?: number
  /** Told the stored file's id before the attach (a later try then only attaches). */
  onUploaded?: (fileId: number) => Promise<void>
}

/** Upload, wait, attach (§4). Throws a SendFailure saying where it stopped. */
export async function sendDocument(request: SendRequest): Promise<number> {
  let fileId = request.uploadedFileId
  if (fileId === undefined) {
    fileId = await uploadAndWait(request.target, request.file, request.mimeType, request.onProgress)
    await request.onUploaded?.(fileId)
  }
  try {
    await changeList(request.target, fileId, 'add')
  } catch (error) {
    throw new SendFailure('attach', error, fileId)
  }
  return fileId
}

/** Whether the stored file `fileId` is in the list of `target` (a replay attaches it once). */
export async function isAttached(target: SendTarget, fileId: number): Promise<boolean> {
  const sent = await readSent(target.refId, isRecadType(target.type))
  const listed = [
    ...Object.values(sent.byType).flat(),
    ...sent.photos.private,
    ...sent.photos.public,
  ]
  return listed.some((file) => file.file_id === fileId)
}

/** Why a removal stopped: taking the file out of its list, or deleting it from the storage. */
export class RemoveFailure extends Error {
  constructor(
    readonly stage: 'detach' | 'delete',
    override readonly cause: unknown,
  ) {
    super(`removal failed at ${stage}`)
    this.name = 'RemoveFailure'
  }
}

/** Spec §4: the server call that takes the file out of its list, then the storage delete. */
export async function removeDocument(target: SendTarget, fileId: number): Promise<void> {
  try {
    await changeList(target, fileId, 'remove')
  } catch (error) {
    throw new RemoveFailure('detach', error)
  }
  try {
    await storageClient.deleteFile(api.storage, fileId)
  } catch (error) {
    throw new RemoveFailure('delete', error)
  }
}
