import type { Course } from '@censo/contracts'
import * as t from '@/text/pt-BR/wizard'
import { documentsTexts } from '../texts'
import { ItemList } from '@/features/wizard/components/item-list'
import { useWizard } from '@/features/wizard/wizard-context'
import { useDeleteCourseMutation } from '../api/documents'
import { CourseForm } from '../forms/course-form'
import { COURSE_DRAFT_KEY } from '../forms/document-form'

const text = documentsTexts.courses
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

interface CoursesSectionProps {
  courses: readonly Course[]
  /** A degree was added (spec §2: the last section then only closes). */
  onSaved: () => void
  announce: (message: string) => void
}

/**
 * Section 8: the degrees as cards with a delete icon, and the add form behind Add/Cancel, below
 * the cards, which stay while it is open.
 */
export function CoursesSection({ courses, onSaved, announce }: CoursesSectionProps) {
  const { pfId } = useWizard()
  const remove = useDeleteCourseMutation(pfId)

  return (
    <div className="courses">
      <ItemList
        items={courses}
        listWhileAdding
        keyOf={(course) => course.curso_id}
        nameOf={(course) => course.pf_curso}
        renderItem={(course) => <CourseCard course={course} />}
        texts={text}
        removal={{ mutation: remove, failure: t.wizard.saveFailure }}
        draftKey={COURSE_DRAFT_KEY}
        renderForm={(saved) => (
          <CourseForm
            onSaved={() => {
              saved()
              onSaved()
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
