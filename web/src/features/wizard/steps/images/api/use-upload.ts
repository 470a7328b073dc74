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
} from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { dropPhoto, keepPhoto } from '@/features/offline/device-photos'
import { saveVariables, type SaveVariables } from '@/features/wizard/saves/queued-saves'
import { useDismissSave } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { describeFailure } from '@/lib/errors'
import { prepareForUpload } from '@/lib/photo-encoding'
import { imagesTexts } from '../texts'
import { SendFailure, type SendTarget } from './images'
import { progressKey, sendKey, type ImageSendBody, type UploadProgress } from './image-sends'

const text = imagesTexts
const MEGABYTE = 1024 * 1024

/** Spec §5 Step 6: only files whose type contains pdf or image. */
const isAllowedFile = (file: File) => file.type.includes('pdf') || file.type.includes('image')
const isUploadType = (type: string): type is UploadMimeType =>
  UPLOAD_MIME_TYPES.some((allowed) => allowed === type)

/** A chosen file the storage cannot take: said at once; trying again would not mend it. */
class RefusedFile extends Error {}

async function prepare(chosen: File) {
  const file = await prepareForUpload(chosen)
  if (file.bytes.length > UPLOAD_MAX_FILE_BYTES) {
    throw new RefusedFile(text.tooLarge(chosen.name, UPLOAD_MAX_FILE_BYTES / MEGABYTE))
  }
  // An image the storage does not read (HEIC, say) that the browser could not re-encode: a
  // file-type failure (§8).
  if (!isUploadType(file.type)) throw new RefusedFile(text.wrongType(chosen.name))
  return { file, mimeType: file.type }
}

function sayFailure(error: Error): void {
  if (error instanceof RefusedFile) {
    toast.error(error.message)
    return
  }
  console.warn('wizard: upload failed', error)
  if (!(error instanceof SendFailure) || error.stage !== 'attach') {
    toast.error(text.uploadFailure)
    return
  }
  // §8: an attach failure says Ops!, except when the answer is 404.
  const cause = describeFailure(error.cause)
  if (!(cause.kind === 'http' && cause.status === 404)) toast.error(text.attachFailure)
}

/** A send of one type not yet done: on its way, waiting, or failed. */
export interface FileSend {
  mutationId: number
  variables: SaveVariables<ImageSendBody>
  state: 'sending' | 'waiting' | 'retrying' | 'failed'
}

const isSendVariables = (value: unknown): value is SaveVariables<ImageSendBody> =>
  typeof value === 'object' && value !== null && 'body' in value && 'pfId' in value

/**
 * The send of one document type's file (census-wizard §4 Upload): prepare, keep it on the device,
 * then a queued save (image-sends.ts) that uploads with its progress, waits, attaches and reads
 * the lists again. It goes on while another type is open, after a reload, and once the network is
 * back (docs/decisions/028); a failure she must act on offers its retry and Descartar.
 */
export function useUpload(
  target: SendTarget | undefined,
  { label, announce }: { label: string; announce: (message: string) => void },
) {
  const queryClient = useQueryClient()
  const { pfId } = useWizard()
  const dismiss = useDismissSave()
  const mutation = useMutation<void, Error, SaveVariables<ImageSendBody>>({
    mutationKey: sendKey(target),
    // In the mutation's own options, these run even when the control is gone by then.
    onSuccess: (_result, { body }) => {
      // The send kept 'processing' until it was done (a failure clears it in the send itself).
      queryClient.setQueryData(progressKey(body.target), null)
      // The photo's toast is a live region too: said once, by the toast.
      if (body.target.type === PHOTO_TYPE) toast.show(text.photoSent)
      else announce(text.added(label))
    },
    onError: sayFailure,
  })
  const sends = useMutationState({
    filters: { mutationKey: sendKey(target), exact: true },
    select: (each): FileSend | null => {
      const { status, isPaused, failureCount, variables } = each.state
      if ((status !== 'pending' && status !== 'error') || !isSendVariables(variables)) return null
      const state =
        status === 'error'
          ? 'failed'
          : isPaused
            ? 'waiting'
            : failureCount > 0
              ? 'retrying'
              : 'sending'
      return { mutationId: each.mutationId, variables, state }
    },
  }).filter((send): send is FileSend => send !== null)
  const { data: progress } = useQuery<UploadProgress | null>({
    queryKey: progressKey(target),
    queryFn: skipToken,
    staleTime: Infinity,
  })
  const setProgress = (value: UploadProgress | null) =>
    queryClient.setQueryData(progressKey(target), value)
  const sending = sends.some((send) => send.state === 'sending')
  const busy = sending || progress?.stage === 'preparing'
  return {
    /** The stage of the send under way, if one is (the controls wait meanwhile, §4). */
    progress: busy ? (progress ?? { stage: 'uploading', percent: 0 }) : undefined,
    /** The sends not yet done, oldest first. */
    sends,
    /** Prepares and keeps a file she chose, then sends it (§5, §8: another type is refused). */
    send: async (chosen: File) => {
      if (!target) return
      if (!isAllowedFile(chosen)) {
        toast.error(text.wrongType(chosen.name))
        return
      }
      setProgress({ stage: 'preparing' })
      try {
        const { file, mimeType } = await prepare(chosen)
        const photo = await keepPhoto(pfId, { name: file.name, type: mimeType, bytes: file.bytes })
        setProgress(null)
        mutation.mutate(
          saveVariables(pfId, { target, photo, mimeType }, text.label(label, chosen.name)),
        )
      } catch (error) {
        setProgress(null)
        sayFailure(error instanceof Error ? error : new Error(String(error)))
      }
    },
    /** A failed send once more, with the same file (uploaded already: attached only). */
    sendAgain: (failed: FileSend) => {
      dismiss(failed.mutationId)
      const { body, label: saved } = failed.variables
      mutation.mutate(saveVariables(pfId, body, saved))
    },
    /** A failed send given up: its file leaves the device. */
    discard: (failed: FileSend) => {
      dismiss(failed.mutationId)
      void dropPhoto(failed.variables.body.photo)
    },
  }
}
