import type { Course } from '@censo/contracts'
import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import * as t from '@/text/pt-BR/wizard'
import { DeleteIcon } from '@/features/wizard/components/icons'
import { useWizard } from '@/features/wizard/wizard-context'
import { useDeleteCourseMutation } from '../api/documents'
import { discardDraft, hasDraft } from '@/features/wizard/drafts/use-draft'
import { CourseForm } from '../forms/course-form'
import { COURSE_DRAFT_KEY } from '../forms/document-form'

const text = t.wizard.documents.courses
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value

interface CoursesSectionProps {
  courses: readonly Course[]
  /** A degree was added (spec §2: the last section then only closes). */
  onSaved: () => void
  announce: (message: string) => void
}

/** Section 8: the degrees as cards with a delete icon, and the add form behind Add/Cancel. */
export function CoursesSection({ courses, onSaved, announce }: CoursesSectionProps) {
  const { pfId } = useWizard()
  // A degree typed and not saved opens its form again (docs/decisions/021).
  const [adding, setAdding] = useState(() => hasDraft(COURSE_DRAFT_KEY))
  const remove = useDeleteCourseMutation(pfId)

  async function onRemove(course: Course) {
    try {
      await remove.mutateAsync(course.curso_id)
      announce(text.removed(course.pf_curso))
    } catch (error) {
      console.warn('wizard: degree removal failed', error)
      toast.error(t.wizard.saveFailure)
    }
  }

  return (
    <div className="courses">
      {courses.length === 0 ? (
        <p className="field-hint">{text.empty}</p>
      ) : (
        <ul className="item-list">
          {courses.map((course) => (
            <li key={course.curso_id} className="item-card">
              <div>
                <p className="item-name">{course.pf_curso}</p>
                <p className="item-details">
                  {labelOf(text.graus, course.pf_curso_grau)} ·{' '}
                  {labelOf(text.situacoes, course.pf_curso_situacao)} ·{' '}
                  {course.pf_curso_ano_conclusao}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-icon"
                aria-label={text.remove(course.pf_curso)}
                disabled={remove.isPending}
                aria-busy={(remove.isPending && remove.variables === course.curso_id) || undefined}
                onClick={() => void onRemove(course)}
              >
                <DeleteIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`btn ${adding ? 'btn-danger' : 'btn-secondary'}`}
        aria-expanded={adding}
        onClick={() => {
          // Cancel: the person chose not to add it, so its draft goes too.
          if (adding) discardDraft(COURSE_DRAFT_KEY)
          setAdding(!adding)
        }}
      >
        {adding ? text.cancel : text.add}
      </button>
      {adding && (
        <CourseForm
          onSaved={() => {
            setAdding(false)
            onSaved()
          }}
        />
      )}
    </div>
  )
}
