import {
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadMimeType,
} from '@censo/contracts/schemas/storage/files'
import { PHOTO_TYPE } from '@censo/contracts/schemas/social/document-images'
import {
  skipToken,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { describeFailure } from '@/lib/errors'
import { prepareForUpload, type PreparedFile } from '@/lib/photo-encoding'
import { imagesTexts } from '../texts'
import { invalidateSent, sendDocument, SendFailure, type SendTarget } from './images'

const text = imagesTexts
const MEGABYTE = 1024 * 1024

/** Spec §5 Step 6: only files whose type contains pdf or image. */
const isAllowedFile = (file: File) => file.type.includes('pdf') || file.type.includes('image')
const isUploadType = (type: string): type is UploadMimeType =>
  UPLOAD_MIME_TYPES.some((allowed) => allowed === type)

/** Where a send of one type stands while it goes. */
export type UploadProgress =
  { stage: 'preparing' } | { stage: 'uploading'; percent: number } | { stage: 'processing' }

/** What a send needs again to be retried: the prepared file and, once stored, its id. */
interface Prepared {
  file: PreparedFile
  mimeType: UploadMimeType
  uploadedFileId?: number
}

interface UploadVariables {
  target: SendTarget
  /** A file the person just chose, or what a retry sends again. */
  source: { chosen: File } | Prepared
}

/** A chosen file the storage cannot take: said at once; trying again would not mend it. */
class RefusedFile extends Error {}

/** A send that failed on its way: why, and what its retry sends (not chosen again). */
export class UploadFailed extends Error {
  constructor(
    readonly failure: SendFailure,
    readonly retry: Prepared,
  ) {
    super(failure.message)
    this.name = 'UploadFailed'
  }
}

const uploadKey = (target: SendTarget | undefined) =>
  ['upload', target?.refId ?? null, target?.type ?? null] as const
const progressKey = (target: SendTarget | undefined) => [...uploadKey(target), 'progress'] as const

async function prepare(chosen: File): Promise<Prepared> {
  const file = await prepareForUpload(chosen)
  if (file.bytes.length > UPLOAD_MAX_FILE_BYTES) {
    throw new RefusedFile(text.tooLarge(chosen.name, UPLOAD_MAX_FILE_BYTES / MEGABYTE))
  }
  // An image the storage does not read (HEIC, say) that the browser could not re-encode: a
  // file-type failure (§8).
  if (!isUploadType(file.type)) throw new RefusedFile(text.wrongType(chosen.name))
  return { file, mimeType: file.type }
}

async function upload(queryClient: QueryClient, { target, source }: UploadVariables) {
  const setProgress = (progress: UploadProgress) =>
    queryClient.setQueryData(progressKey(target), progress)
  setProgress({ stage: 'preparing' })
  const prepared = 'chosen' in source ? await prepare(source.chosen) : source
  setProgress({ stage: 'uploading', percent: 0 })
  try {
    await sendDocument({
      target,
      file: prepared.file,
      mimeType: prepared.mimeType,
      uploadedFileId: prepared.uploadedFileId,
      onProgress: (sent, total) => {
        const percent = total > 0 ? Math.round((sent / total) * 100) : 0
        setProgress(percent >= 100 ? { stage: 'processing' } : { stage: 'uploading', percent })
      },
    })
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure('upload', error)
    throw new UploadFailed(failure, { ...prepared, uploadedFileId: failure.fileId })
  }
}

function sayFailure(error: Error): void {
  if (error instanceof RefusedFile) {
    toast.error(error.message)
    return
  }
  console.warn('wizard: upload failed', error)
  const failure = error instanceof UploadFailed ? error.failure : undefined
  if (failure?.stage !== 'attach') {
    toast.error(text.uploadFailure)
    return
  }
  // §8: an attach failure says Ops!, except when the answer is 404.
  const cause = describeFailure(failure.cause)
  if (!(cause.kind === 'http' && cause.status === 404)) toast.error(text.attachFailure)
}

/**
 * The send of one document type's file (census-wizard §4 Upload): prepare, upload with its
 * progress, wait, attach, then the lists again. A mutation of the query client, keyed by the
 * type: it goes on, and its progress, failure and retry are shown again, when the person opens
 * another type meanwhile and this type's control is unmounted (issue 22).
 */
export function useUpload(
  target: SendTarget | undefined,
  { label, announce }: { label: string; announce: (message: string) => void },
) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationKey: uploadKey(target),
    mutationFn: (variables: UploadVariables) => upload(queryClient, variables),
    // A send started offline fails at once and offers its retry, as any failed send.
    networkMode: 'always',
    // In the mutation's own options, these run even when the control is gone by then.
    onSuccess: async (_result, { target: sent }) => {
      await invalidateSent(queryClient, sent.refId)
      if (sent.type === PHOTO_TYPE) toast.show(text.photoSent)
      announce(text.added(label))
    },
    onError: sayFailure,
  })
  // The latest send of this type, whichever control started it.
  const latest = useMutationState({
    filters: { mutationKey: uploadKey(target), exact: true },
    select: (each) => each.state,
  }).at(-1)
  const { data: progress } = useQuery<UploadProgress>({
    queryKey: progressKey(target),
    queryFn: skipToken,
    staleTime: Infinity,
  })
  const busy = latest?.status === 'pending'
  const failed = latest?.status === 'error' && latest.error instanceof UploadFailed
  return {
    /** The stage of the send under way, if one is. */
    progress: busy ? (progress ?? { stage: 'preparing' }) : undefined,
    /** What a retry sends, after a send failed on its way. */
    retry: failed && latest.error instanceof UploadFailed ? latest.error.retry : undefined,
    /** Sends a file the person chose; one of another type is refused at once (§5, §8). */
    send: (chosen: File) => {
      if (!target) return
      if (isAllowedFile(chosen)) mutation.mutate({ target, source: { chosen } })
      else toast.error(text.wrongType(chosen.name))
    },
    sendAgain: (prepared: Prepared) => {
      if (target) mutation.mutate({ target, source: prepared })
    },
  }
}
