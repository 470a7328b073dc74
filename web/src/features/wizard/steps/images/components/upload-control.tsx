import { useId, type ChangeEvent } from 'react'
import { imagesTexts } from '../texts'
import type { SendTarget } from '../api/images'
import type { UploadProgress } from '../api/image-sends'
import { useUpload } from '../api/use-upload'
import { PendingFiles } from './pending-files'

const text = imagesTexts

interface UploadControlProps {
  target: SendTarget | undefined
  /** The entry's name, for the announcement after a send. */
  label: string
  announce: (message: string) => void
}

/**
 * The camera and file controls of one document type (census-wizard §2 Step 6, §4 Upload): a
 * photo taken with the camera (`capture` on phones) or a file chosen (images and PDF); a large
 * photo is re-encoded first (lib/photo-encoding) and kept on the device; the upload shows its
 * progress; a file not yet sent (offline, or failed) shows with its mark, a failure with its retry
 * without choosing the file again. While one file of a type is on its way, the controls of that
 * type wait (the in-progress flag of §4); the send itself lives in the query client
 * (`useUpload`), so other types can be opened and sent meanwhile.
 */
export function UploadControl({ target, label, announce }: UploadControlProps) {
  const { progress, sends, send, sendAgain, discard } = useUpload(target, { label, announce })
  const progressId = useId()
  const busy = progress !== undefined
  const disabled = busy || !target

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = event.target.files
    // Several files where one is allowed: only the last is used (§5).
    const chosen = files && files.length > 0 ? files[files.length - 1] : undefined
    event.target.value = ''
    if (chosen) void send(chosen)
  }

  const fileControl = {
    disabled,
    describedBy: busy ? progressId : undefined,
    onChoose,
  }
  return (
    <div className="image-upload">
      <PendingFiles sends={sends} label={label} onRetry={sendAgain} onDiscard={discard} />
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
      <div className="image-upload-progress">
        {progress && (
          <progress
            max={progress.stage === 'uploading' ? 100 : undefined}
            value={progress.stage === 'uploading' ? progress.percent : undefined}
            aria-label={label}
          />
        )}
        {/* In the page before the send, and its text changed at most every 25 %: a screen reader
            says each step once, where every percent would drown the page. */}
        <output id={progressId}>{spokenProgress(progress)}</output>
      </div>
    </div>
  )
}

/**
 * What a screen reader hears of a send's progress: its stage, and the upload's percentage in
 * steps of 25 (every percent said would drown the page).
 */
export function spokenProgress(progress: UploadProgress | undefined): string {
  if (!progress) return ''
  if (progress.stage !== 'uploading') {
    return progress.stage === 'preparing' ? text.preparing : text.processing
  }
  return text.uploading(Math.floor(progress.percent / 25) * 25)
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
