import { IMAGE_TYPE, PHOTO_TYPE } from '@censo/contracts/schemas/social/document-images'
import { imagesTexts } from '../texts'
import { AccordionSection } from '@/features/wizard/components/accordion-section'
import { AuthorBlock } from '@/features/wizard/components/author-block'
import { sectionMark } from '@/features/wizard/components/section-mark'
import { useWizard } from '@/features/wizard/wizard-context'
import type { SentDocuments } from '../api/images'
import {
  countedImages,
  isRequirementMet,
  lastSender,
  type ImageRequirement,
  type SentImages,
} from '../rules'
import { Thumbnails, type SentFile } from './thumbnails'
import { UploadControl } from './upload-control'

const text = imagesTexts

/** The name and tip of a document type, from the metadata list (its hash when unknown). */
export function useImageType(type: string): { label: string; tip: string | undefined } {
  const { metadata } = useWizard()
  const found = metadata.listas.tipos_imagem.find((option) => option.value === type)
  const fallback =
    type === PHOTO_TYPE ? text.photo : type === IMAGE_TYPE.dependentes ? text.dependants : type
  return { label: found?.label ?? fallback, tip: found?.dica }
}

/** The stored items of a type: the photo's private and public lists, or the type's list. */
const storedOf = (type: string, sent: SentDocuments) =>
  type === PHOTO_TYPE ? [...sent.photos.private, ...sent.photos.public] : (sent.byType[type] ?? [])

/** The files of a type: the photo's private and public lists (only private ones removable). */
function filesOf(type: string, sent: SentDocuments): SentFile[] {
  if (type === PHOTO_TYPE) {
    return [
      ...sent.photos.private.map((photo) => ({
        fileId: photo.file_id,
        url: photo.foto_url,
        removable: true,
      })),
      ...sent.photos.public.map((photo) => ({
        fileId: photo.file_id,
        url: photo.foto_url,
        removable: false,
      })),
    ]
  }
  return (sent.byType[type] ?? []).map((image) => ({
    fileId: image.file_id,
    url: image.url,
    removable: true,
  }))
}

interface ImageEntryProps {
  requirement: ImageRequirement
  number: number
  sent: SentDocuments
  counts: SentImages
  open: boolean
  onToggle: () => void
  announce: (message: string) => void
}

/**
 * One document type of step 6 (census-wizard §2): its check or red icon, the tip, how many were
 * sent of how many needed, the thumbnails and the upload controls.
 */
export function ImageEntry(props: ImageEntryProps) {
  const { requirement, number, sent, counts, open, onToggle, announce } = props
  const { pfId } = useWizard()
  const { label, tip } = useImageType(requirement.type)
  const met = isRequirementMet(requirement, counts)
  const counted = countedImages(requirement, counts)
  const target = { refId: pfId, type: requirement.type }
  return (
    <AccordionSection
      id={`imagem-${requirement.type}`}
      number={number}
      title={`${label} (${requirement.required ? text.required : text.optional})`}
      mark={sectionMark(met && (requirement.required || counted > 0), requirement.required)}
      open={open}
      onToggle={onToggle}
    >
      <div className="image-entry">
        {tip && (
          <p className="image-tip">
            <strong>{text.tip}:</strong> {tip}
          </p>
        )}
        <p className="image-count">{text.sent(counted, requirement.count)}</p>
        <AuthorBlock stamp={lastSender(storedOf(requirement.type, sent))} />
        <Thumbnails
          files={filesOf(requirement.type, sent)}
          mimeTypes={sent.mimeTypes}
          target={target}
          label={label}
          announce={announce}
        />
        <UploadControl target={target} label={label} announce={announce} />
      </div>
    </AccordionSection>
  )
}
