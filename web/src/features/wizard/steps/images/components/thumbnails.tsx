import { useState } from 'react'
import { imagesTexts } from '../texts'
import type { SendTarget } from '../api/images'
import { useRemoveDocument } from '../api/use-remove'

const text = imagesTexts
/** Spec §9: image view quality 100; the thumbnail's width (ours). */
const THUMBNAIL_WIDTH = 160
const VIEW_QUALITY = 100

/** One sent file: its id and signed address (foto_url for photos). */
export interface SentFile {
  fileId: number
  url: string
  /** The institute's public photos are shown, not removed by the person. */
  removable: boolean
}

/** The signed address with the width and quality the storage resizes to (§7). */
function sized(url: string, width: number): string {
  try {
    const address = new URL(url)
    address.searchParams.set('w', String(width))
    address.searchParams.set('q', String(VIEW_QUALITY))
    return address.toString()
  } catch {
    return url
  }
}

interface ThumbnailsProps {
  files: readonly SentFile[]
  mimeTypes: Readonly<Record<number, string>>
  /** Whose list and which type: where a removal takes the file out. */
  target: SendTarget
  label: string
  announce: (message: string) => void
}

/**
 * What was sent for a type (census-wizard §2 Step 6): thumbnails (a PDF as a link), each with an
 * X that removes it at once (the spec asks no confirmation here, only for social networks): the
 * server call that takes it out of its list, then the storage delete (§4), and the list read
 * again (`useRemoveDocument`). The removal is announced; a failed one leaves the thumbnail and
 * says why.
 */
export function Thumbnails({ files, mimeTypes, target, label, announce }: ThumbnailsProps) {
  const remove = useRemoveDocument(target, { label, announce })
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set())
  const removing = remove.isPending ? remove.variables : null

  if (files.length === 0) return <p className="field-hint">{text.empty}</p>
  return (
    <>
      <ul className="image-thumbnails">
        {files.map((file, index) => {
          const number = index + 1
          const pdf = mimeTypes[file.fileId] === 'application/pdf' || broken.has(file.fileId)
          return (
            <li key={file.fileId} className="image-thumbnail" aria-busy={removing === file.fileId}>
              {pdf ? (
                <a
                  href={sized(file.url, 2048)}
                  target="_blank"
                  rel="noreferrer"
                  className="image-thumbnail-pdf"
                >
                  {text.pdf(label, number)}
                </a>
              ) : (
                <a href={sized(file.url, 2048)} target="_blank" rel="noreferrer">
                  <img
                    src={sized(file.url, THUMBNAIL_WIDTH)}
                    alt={text.thumbnail(label, number)}
                    width={THUMBNAIL_WIDTH / 2}
                    height={THUMBNAIL_WIDTH / 2}
                    loading="lazy"
                    onError={() => setBroken((current) => new Set(current).add(file.fileId))}
                  />
                </a>
              )}
              {file.removable && (
                <button
                  type="button"
                  className="image-thumbnail-remove"
                  aria-label={text.remove(label, number)}
                  disabled={removing !== null}
                  onClick={() => remove.mutate(file.fileId)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
