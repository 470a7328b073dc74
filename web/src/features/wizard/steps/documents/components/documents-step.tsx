import { useRef, useState } from 'react'
import { documentsTexts } from '../texts'
import { AccordionSection } from '@/features/wizard/components/accordion-section'
import { AuthorBlock } from '@/features/wizard/components/author-block'
import { CoursesSection } from './courses-section'
import { hasDraft } from '@/features/wizard/drafts/use-draft'
import { COURSE_DRAFT_KEY, DocumentForm, documentDraftKey } from '../forms/document-form'
import { sectionMark } from '@/features/wizard/components/section-mark'
import { SECTIONS } from '../rules'
import { useDocumentsStatus } from '../use-documents-status'

const LAST = SECTIONS.length

/**
 * Step 1 Documentos: the accordion of 8 sections. One section is open at a time; after a save
 * (or an unchanged SALVAR) it closes and the next opens with focus on its header, up to the
 * degrees, which only close (spec §2).
 */
export function DocumentsStep() {
  const { documents, courses, required, complete } = useDocumentsStatus()
  // The first section with a draft opens, so what was typed comes back (docs/decisions/021).
  const [open, setOpen] = useState<number | null>(
    () =>
      SECTIONS.find(({ key }) =>
        hasDraft(key === 'cursos' ? COURSE_DRAFT_KEY : documentDraftKey(key)),
      )?.number ?? null,
  )
  const [announcement, setAnnouncement] = useState('')
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function afterSave(number: number, title: string) {
    setAnnouncement(documentsTexts.saved(title))
    if (number < LAST) {
      setOpen(number + 1)
      // The next header exists already (all headers are always rendered).
      buttons.current[number]?.focus()
    } else {
      setOpen(null)
      buttons.current[number - 1]?.focus()
    }
  }

  return (
    <div className="documents-step">
      <div className="accordion">
        {SECTIONS.map(({ number, key, title }) => (
          <AccordionSection
            key={key}
            id={`documento-${key}`}
            number={number}
            title={title}
            mark={sectionMark(complete[key], required.includes(number))}
            open={open === number}
            onToggle={() => setOpen((current) => (current === number ? null : number))}
            buttonRef={(element) => {
              buttons.current[number - 1] = element
            }}
          >
            {key === 'cursos' ? (
              <>
                <AuthorBlock stamp={documents.info.cursos} />
                <CoursesSection
                  courses={courses}
                  onSaved={() => afterSave(number, title)}
                  announce={setAnnouncement}
                />
              </>
            ) : (
              <>
                <AuthorBlock stamp={documents.info[key]} />
                <DocumentForm
                  docKey={key}
                  documentos={documents.documentos}
                  onSaved={() => afterSave(number, title)}
                />
              </>
            )}
          </AccordionSection>
        ))}
      </div>
      <output className="visually-hidden">{announcement}</output>
    </div>
  )
}
