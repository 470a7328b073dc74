import type { Course } from '@censo/contracts'
import { useRef, useState } from 'react'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { AccordionSection } from '@/features/wizard/components/accordion-section'
import { AuthorBlock } from '@/features/wizard/components/author-block'
import { CoursesSection } from './courses-section'
import { hasDraft } from '@/features/wizard/drafts/use-draft'
import { COURSE_DRAFT_KEY, DocumentForm, documentDraftKey } from '../forms/document-form'
import { sectionMark } from '@/features/wizard/components/section-mark'
import type { ItemMark } from '@/features/wizard/components/item-list'
import {
  useDismissSave,
  usePendingSaves,
  type PendingSave,
} from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { COURSE_ADD, COURSE_REMOVE } from '../api/documents'
import { SECTIONS, type CourseBody } from '../rules'
import { useDocumentsStatus } from '../use-documents-status'

const LAST = SECTIONS.length

/**
 * Step 1 Documentos: the accordion of 8 sections. One section is open at a time; after a save
 * (or an unchanged SALVAR) it closes and the next opens with focus on its header, up to the
 * degrees, which only close (spec §2).
 */
export function DocumentsStep() {
  const { pfId } = useWizard()
  const { documents, courses, saves, required, complete } = useDocumentsStatus()
  const courseAdds = usePendingSaves<CourseBody>(COURSE_ADD, pfId)
  const courseRemovals = usePendingSaves<Course>(COURSE_REMOVE, pfId)
  const dismiss = useDismissSave()
  /** A save of the section not yet made, said under its header (docs/decisions/028). */
  const noteOf = (
    save: PendingSave<unknown> | undefined,
    waiting: string,
  ): ItemMark | undefined => {
    if (!save) return undefined
    if (save.state === 'waiting') return { text: waiting }
    return {
      text: t.wizard.saves.refused(save.message ?? t.wizard.saveFailure),
      onDismiss: () => dismiss(save.mutationId),
    }
  }
  const coursesNote =
    noteOf(
      [...courseAdds, ...courseRemovals].find((save) => save.state === 'refused'),
      '',
    ) ??
    noteOf(courseAdds[0], t.wizard.saves.waiting) ??
    noteOf(courseRemovals[0], t.wizard.saves.removing)
  // The first section with a draft opens, so what was typed comes back (docs/decisions/021).
  const [open, setOpen] = useState<number | null>(
    () =>
      SECTIONS.find(({ key }) =>
        hasDraft(key === 'cursos' ? COURSE_DRAFT_KEY : documentDraftKey(key)),
      )?.number ?? null,
  )
  const [announcement, setAnnouncement] = useState('')
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function afterSave(number: number, title: string, said = documentsTexts.saved(title)) {
    setAnnouncement(said)
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
            note={key === 'cursos' ? coursesNote : noteOf(saves[key], t.wizard.saves.waiting)}
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
                  onSaved={(said) => afterSave(number, title, said)}
                  announce={setAnnouncement}
                />
              </>
            ) : (
              <>
                <AuthorBlock stamp={documents.info[key]} />
                <DocumentForm
                  docKey={key}
                  documentos={documents.documentos}
                  pending={saves[key]}
                  onSaved={(queued) =>
                    afterSave(
                      number,
                      title,
                      queued ? t.wizard.saves.queued(title) : documentsTexts.saved(title),
                    )
                  }
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
