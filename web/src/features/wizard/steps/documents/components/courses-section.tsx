import type { Course } from '@censo/contracts'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { ItemList } from '@/features/wizard/components/item-list'
import { useQueuedRemoval } from '@/features/wizard/saves/use-queued-removal'
import { useShownItems } from '@/features/wizard/saves/use-shown-items'
import { COURSE_ADD, COURSE_REMOVE } from '../api/documents'
import type { CourseBody } from '../rules'
import { CourseForm } from '../forms/course-form'
import { COURSE_DRAFT_KEY } from '../forms/document-form'

const text = documentsTexts.courses
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

interface CoursesSectionProps {
  courses: readonly Course[]
  /**
   * A degree was added (spec §2: the last section then only closes); `queued`: offline, kept on
   * the device to be sent later (docs/decisions/028), announced as such.
   */
  onSaved: (announcement?: string) => void
  announce: (message: string) => void
}

/**
 * Section 8: the degrees as cards with a delete icon, and the add form behind Add/Cancel, below
 * the cards, which stay while it is open. Adds and removals not yet sent show on the cards
 * (docs/decisions/028).
 */
export function CoursesSection({ courses, onSaved, announce }: CoursesSectionProps) {
  const remove = useQueuedRemoval(
    COURSE_REMOVE,
    (course: Course) => course,
    (course) => text.remove(course.pf_curso),
  )
  const { items, markOf } = useShownItems<Course, CourseBody, Course>({
    saved: courses,
    addKind: COURSE_ADD,
    removeKind: COURSE_REMOVE,
    idOf: (course) => course.curso_id,
    itemOf: (body, id) => ({ curso_id: id, ...body }),
    removedId: (course) => course.curso_id,
    failure: t.wizard.saveFailure,
  })

  return (
    <div className="courses">
      <ItemList
        items={items}
        markOf={markOf}
        listWhileAdding
        keyOf={(course) => course.curso_id}
        nameOf={(course) => course.pf_curso}
        renderItem={(course) => <CourseCard course={course} />}
        texts={text}
        removal={{ mutation: remove, failure: t.wizard.saveFailure }}
        draftKey={COURSE_DRAFT_KEY}
        renderForm={(saved) => (
          <CourseForm
            onSaved={(curso, queued) => {
              saved()
              onSaved(queued ? t.wizard.saves.queued(curso) : undefined)
            }}
          />
        )}
        announce={announce}
      />
    </div>
  )
}

/** Name, then degree, situation and year (spec §2). */
function CourseCard({ course }: { course: Course }) {
  return (
    <>
      <p className="item-name">{course.pf_curso}</p>
      <p className="item-details">
        {labelOf(text.graus, course.pf_curso_grau)} ·{' '}
        {labelOf(text.situacoes, course.pf_curso_situacao)} · {course.pf_curso_ano_conclusao}
      </p>
    </>
  )
}
