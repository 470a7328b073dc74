import { useQuery } from '@tanstack/react-query'
import { imagesTexts } from '../texts'
import { AccordionSection } from '@/features/wizard/components/accordion-section'
import { useWizard } from '@/features/wizard/wizard-context'
import { documentsQueryOptions } from '@/features/wizard/steps/documents/api/documents'
import { workCardImagesQueryOptions, type SentDocuments } from '../api/images'
import { Thumbnails } from './thumbnails'

const text = imagesTexts

interface WorkCardEntryProps {
  number: number
  sent: SentDocuments
  open: boolean
  onToggle: () => void
}

/**
 * The work card's and its contracts' images, typed by the institute (access-and-screens §7): shown
 * to the person, not sent nor removed by them; no entry when there is none.
 */
export function WorkCardEntry({ number, sent, open, onToggle }: WorkCardEntryProps) {
  const { pfId } = useWizard()
  const documents = useQuery(documentsQueryOptions(pfId))
  const digits = documents.data?.documentos.ctps?.pf_ctps?.replace(/\D/g, '') ?? ''
  const ctpsId = Number(digits)
  const images = useQuery({
    ...workCardImagesQueryOptions(pfId, ctpsId),
    enabled: ctpsId > 0,
  })
  const files = [...(images.data?.card ?? []), ...(images.data?.contracts ?? [])].map((image) => ({
    fileId: image.file_id,
    url: image.url,
    removable: false,
  }))
  if (files.length === 0) return null
  return (
    <AccordionSection
      id="imagem-ctps"
      number={number}
      title={text.workCard}
      mark="none"
      open={open}
      onToggle={onToggle}
    >
      <div className="image-entry">
        <p className="field-hint">{text.workCardHint}</p>
        <Thumbnails
          files={files}
          mimeTypes={sent.mimeTypes}
          target={{ refId: pfId, type: 'ctps' }}
          label={text.workCard}
          announce={() => {}}
        />
      </div>
    </AccordionSection>
  )
}
