import { useEffect, useId, useState } from 'react'
import { readPhoto } from '@/features/offline/device-photos'
import { useOnline } from '@/features/offline/use-online'
import * as t from '@/text/pt-BR/wizard'
import { imagesTexts } from '../texts'
import type { FileSend } from '../api/use-upload'

const text = imagesTexts

/** The kept image's address on this page (none for a PDF, or before it is read). */
function useKeptImage(key: string): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    let address: string | undefined
    let gone = false
    void readPhoto(key).then((photo) => {
      if (gone || !photo?.type.startsWith('image/') || typeof URL.createObjectURL !== 'function')
        return
      address = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }))
      setUrl(address)
    })
    return () => {
      gone = true
      if (address) URL.revokeObjectURL(address)
    }
  }, [key])
  return url
}

interface PendingFilesProps {
  sends: readonly FileSend[]
  label: string
  onRetry: (send: FileSend) => void
  onDiscard: (send: FileSend) => void
}

/**
 * The files of a type kept on the device and not yet sent (docs/decisions/028): each with its
 * image and its mark (waiting for the network or its turn, retried by itself, or failed with
 * Tentar novamente and Descartar). The one on its way shows the upload's progress instead.
 */
export function PendingFiles({ sends, label, onRetry, onDiscard }: PendingFilesProps) {
  const online = useOnline()
  const shown = sends.filter((send) => send.state !== 'sending')
  if (shown.length === 0) return null
  return (
    <ul className="image-thumbnails image-pending">
      {shown.map((send, index) => (
        <PendingFile
          key={send.mutationId}
          send={send}
          name={text.keptFile(label, index + 1)}
          mark={
            send.state === 'failed'
              ? text.notSent
              : send.state === 'retrying'
                ? text.retrying
                : online
                  ? text.queued
                  : t.wizard.saves.waiting
          }
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      ))}
    </ul>
  )
}

interface PendingFileProps {
  send: FileSend
  name: string
  mark: string
  onRetry: (send: FileSend) => void
  onDiscard: (send: FileSend) => void
}

function PendingFile({ send, name, mark, onRetry, onDiscard }: PendingFileProps) {
  const url = useKeptImage(send.variables.body.photo)
  const nameId = useId()
  return (
    <li className="image-thumbnail image-pending-file">
      {/* The name below says what it is; the image only shows it. */}
      {url && <img src={url} alt="" width={80} height={80} />}
      <span className="image-pending-name" id={nameId}>
        {name}
      </span>
      <span className="item-mark">{mark}</span>
      {send.state === 'failed' && (
        <span className="image-pending-actions">
          <button
            type="button"
            className="btn btn-secondary"
            aria-describedby={nameId}
            onClick={() => onRetry(send)}
          >
            {text.retry}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-describedby={nameId}
            onClick={() => onDiscard(send)}
          >
            {t.wizard.saves.dismiss}
          </button>
        </span>
      )}
    </li>
  )
}
