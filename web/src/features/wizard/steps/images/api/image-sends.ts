import type { UploadMimeType } from '@censo/contracts/schemas/storage/files'
import type { QueryClient } from '@tanstack/react-query'
import { dropPhoto, markPhotoUploaded, readPhoto } from '@/features/offline/device-photos'
import { saveKey, type SaveKind } from '@/features/wizard/saves/queued-saves'
import {
  dependantDocumentsQueryOptions,
  isAttached,
  sendDocument,
  SendFailure,
  sentDocumentsQueryOptions,
  type SendTarget,
} from './images'

/**
 * The send of a file for step 6 as a queued save (docs/decisions/028): the prepared file waits on
 * the device (offline/device-photos) and the save carries its key, so a photo taken offline goes
 * once online, after a reload too, through the spec's upload, status checks and attach (§4).
 */

export const IMAGE_SEND_KIND = 'imagens:enviar'

export interface ImageSendBody {
  target: SendTarget
  /** The prepared file's key on the device. */
  photo: string
  mimeType: UploadMimeType
}

/** Where a send of one type stands while it goes. */
export type UploadProgress =
  { stage: 'preparing' } | { stage: 'uploading'; percent: number } | { stage: 'processing' }

/** The sends of one type (of whoever's record) in the mutation cache. */
export const sendKey = (target: SendTarget | undefined) =>
  [...saveKey(IMAGE_SEND_KIND), target?.refId ?? null, target?.type ?? null] as const

/** The progress of the send of one type under way (never kept on the device). */
export const progressKey = (target: SendTarget | undefined) =>
  ['upload', target?.refId ?? null, target?.type ?? null, 'progress'] as const

async function send(_pfId: number, body: ImageSendBody, queryClient: QueryClient): Promise<void> {
  const photo = await readPhoto(body.photo)
  // Attached and removed by an earlier try whose answer the page did not live to see.
  if (!photo) return
  const setProgress = (progress: UploadProgress | null) =>
    queryClient.setQueryData(progressKey(body.target), progress)
  setProgress({ stage: 'uploading', percent: 0 })
  try {
    await sendDocument({
      target: body.target,
      file: photo,
      mimeType: body.mimeType,
      uploadedFileId: photo.fileId,
      onUploaded: (fileId) => markPhotoUploaded(body.photo, fileId),
      onProgress: (sent, total) => {
        const percent = total > 0 ? Math.round((sent / total) * 100) : 0
        setProgress(percent >= 100 ? { stage: 'processing' } : { stage: 'uploading', percent })
      },
    })
  } catch (error) {
    setProgress(null)
    throw error
  }
  // Until the send is done (the lists read again), it is still processing, not back at 0 %.
  setProgress({ stage: 'processing' })
  await dropPhoto(body.photo)
}

/** A replay: the file uploaded and attached before is not attached again. */
async function alreadySaved(_pfId: number, body: ImageSendBody): Promise<boolean> {
  const photo = await readPhoto(body.photo)
  if (!photo) return true
  if (photo.fileId === undefined || !(await isAttached(body.target, photo.fileId))) return false
  await dropPhoto(body.photo)
  return true
}

export const imageSend: SaveKind<ImageSendBody> = {
  kind: IMAGE_SEND_KIND,
  send,
  alreadySaved,
  stale: (_pfId, { target }) => [
    sentDocumentsQueryOptions(target.refId).queryKey,
    dependantDocumentsQueryOptions(target.refId).queryKey,
  ],
  // An upload or attach with no answer, or answered 5xx, 401 or 403, passes like any save; the
  // status that never reached 200 (Timeout) is a failure she sees, with its retry (§8).
  causeOf: (error) =>
    error instanceof SendFailure && error.stage !== 'timeout' ? error.cause : error,
}
