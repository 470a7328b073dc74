import { PHOTO_TYPE } from '@censo/contracts/schemas/social/document-images'
import {
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadMimeType,
} from '@censo/contracts/schemas/storage/files'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ChangeEvent } from 'react'
import { toast } from '@/components/ui/toast'
import { describeFailure } from '@/lib/errors'
import { prepareForUpload, type PreparedFile } from '@/lib/photo-encoding'
import * as t from '@/text/pt-BR/wizard'
import { invalidateSent, sendDocument, SendFailure, type SendTarget } from '../api/images'

const text = t.wizard.images
const MEGABYTE = 1024 * 1024

/** Spec §5 Step 6: only files whose type contains pdf or image. */
const isAllowed = (file: File) => file.type.includes('pdf') || file.type.includes('image')
const isUploadType = (type: string): type is UploadMimeType =>
  UPLOAD_MIME_TYPES.some((allowed) => allowed === type)

type Phase =
  | { name: 'idle' }
  | { name: 'preparing' }
  | { name: 'uploading'; percent: number }
  | { name: 'processing' }
  /** What a retry needs: the prepared file (not chosen again) and, once stored, its id. */
  | { name: 'failed'; file: PreparedFile; mimeType: UploadMimeType; uploadedFileId?: number }

interface UploadControlProps {
  target: SendTarget | undefined
  /** The entry's name, for the announcement after a send. */
  label: string
  announce: (message: string) => void
}

/**
 * The camera and file controls of one document type (census-wizard §2 Step 6, §4 Upload): a
 * photo taken with the camera (`capture` on phones) or a file chosen (images and PDF); a large
 * photo is re-encoded first (lib/photo-encoding); the upload shows its progress; a failure
 * offers a retry without choosing the file again. While one file of a type is on its way, the
 * controls of that type wait (the in-progress flag of §4).
 */
export function UploadControl({ target, label, announce }: UploadControlProps) {
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<Phase>({ name: 'idle' })
  const progressId = useId()
  const busy =
    phase.name === 'preparing' || phase.name === 'uploading' || phase.name === 'processing'
  const disabled = busy || !target

  async function send(
    sendTarget: SendTarget,
    file: PreparedFile,
    mimeType: UploadMimeType,
    uploadedFileId?: number,
  ) {
    setPhase({ name: 'uploading', percent: 0 })
    try {
      await sendDocument({
        target: sendTarget,
        file,
        mimeType,
        uploadedFileId,
        onProgress: (sent, total) => {
          const percent = total > 0 ? Math.round((sent / total) * 100) : 0
          setPhase(percent >= 100 ? { name: 'processing' } : { name: 'uploading', percent })
        },
      })
      setPhase({ name: 'idle' })
      await invalidateSent(queryClient, sendTarget.refId)
      if (sendTarget.type === PHOTO_TYPE) toast.show(text.photoSent)
      announce(text.added(label))
    } catch (error) {
      console.warn('wizard: upload failed', error)
      const failure = error instanceof SendFailure ? error : new SendFailure('upload', error)
      setPhase({ name: 'failed', file, mimeType, uploadedFileId: failure.fileId })
      if (failure.stage !== 'attach') toast.error(text.uploadFailure)
      else {
        // §8: an attach failure says Ops!, except when the answer is 404.
        const cause = describeFailure(failure.cause)
        if (!(cause.kind === 'http' && cause.status === 404)) toast.error(text.attachFailure)
      }
    }
  }

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = event.target.files
    // Several files where one is allowed: only the last is used (§5).
    const chosen = files && files.length > 0 ? files[files.length - 1] : undefined
    event.target.value = ''
    if (!chosen || !target) return
    if (!isAllowed(chosen)) {
      toast.error(text.wrongType(chosen.name))
      return
    }
    setPhase({ name: 'preparing' })
    const prepared = await prepareForUpload(chosen)
    if (prepared.bytes.length > UPLOAD_MAX_FILE_BYTES) {
      setPhase({ name: 'idle' })
      toast.error(text.tooLarge(chosen.name, UPLOAD_MAX_FILE_BYTES / MEGABYTE))
      return
    }
    const mimeType = isUploadType(prepared.type) ? prepared.type : undefined
    if (!mimeType) {
      // An image the storage does not read (HEIC, say) and the browser could not re-encode: a
      // file-type failure (§8), which trying again would not mend.
      setPhase({ name: 'idle' })
      toast.error(text.wrongType(chosen.name))
      return
    }
    await send(target, prepared, mimeType)
  }

  const fileControl = {
    disabled,
    describedBy: busy ? progressId : undefined,
    onChoose: (event: ChangeEvent<HTMLInputElement>) => void onChoose(event),
  }
  return (
    <div className="image-upload">
      <div className="image-upload-buttons">
        <FileButton
          label={text.takePhoto}
          className="btn-primary"
          accept="image/*"
          capture="environment"
          {...fileControl}
        />
        <FileButton
          label={text.chooseFile}
          className="btn-secondary"
          accept="image/*,application/pdf"
          {...fileControl}
        />
      </div>
      {busy && (
        <output className="image-upload-progress" id={progressId}>
          {phase.name === 'uploading' ? (
            <>
              <progress max={100} value={phase.percent} aria-label={label} />
              <span>{text.uploading(phase.percent)}</span>
            </>
          ) : (
            <>
              <progress aria-label={label} />
              <span>{phase.name === 'preparing' ? text.preparing : text.processing}</span>
            </>
          )}
        </output>
      )}
      {phase.name === 'failed' && target && (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void send(target, phase.file, phase.mimeType, phase.uploadedFileId)}
        >
          {text.retry}
        </button>
      )}
    </div>
  )
}

interface FileButtonProps {
  label: string
  className: string
  accept: string
  capture?: 'environment'
  disabled: boolean
  describedBy: string | undefined
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A button-styled label around a hidden file input (the camera, or a file of the device). */
function FileButton({
  label,
  className,
  accept,
  capture,
  disabled,
  describedBy,
  onChoose,
}: FileButtonProps) {
  return (
    <label className={`btn ${className}${disabled ? ' is-disabled' : ''}`}>
      {label}
      <input
        type="file"
        className="visually-hidden"
        accept={accept}
        capture={capture}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChoose}
      />
    </label>
  )
}
