import type { Course } from '@censo/contracts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { DEFAULT_SEX, ageOn } from '@/features/wizard/field-rules'
import { usePendingSaves } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { profileQueryOptions } from '../profile/api/profile'
import {
  COURSE_ADD,
  COURSE_REMOVE,
  coursesQueryOptions,
  documentsQueryOptions,
} from './api/documents'
import {
  DOCUMENT_KEYS,
  documentRules,
  isDocumentComplete,
  isDocumentsStepComplete,
  requiredSections,
  sectionsComplete,
  type CourseBody,
} from './rules'
import { shownValues, useDocumentSaves } from './use-document-saves'

/**
 * Step 1 from the saved data: the documents, the degrees, which sections the municipality
 * requires of this person (age and sex from the saved profile) and whether the step is complete.
 * A save still waiting to be sent counts as made (docs/decisions/028): a document with the values
 * it sends, a degree it adds, one it removes gone.
 */
export function useDocumentsStatus() {
  const { pfId, entity, today } = useWizard()
  const { data: documents } = useSuspenseQuery(documentsQueryOptions(pfId))
  const { data: courses } = useSuspenseQuery(coursesQueryOptions(pfId))
  const { data: profile } = useSuspenseQuery(profileQueryOptions(pfId))
  const saves = useDocumentSaves()
  const adds = usePendingSaves<CourseBody>(COURSE_ADD, pfId)
  const removals = usePendingSaves<Course>(COURSE_REMOVE, pfId)
  const required = requiredSections(
    entity?.requisitos.documentos ?? [],
    ageOn(profile.nascimento, today),
    profile.sexo || DEFAULT_SEX,
  )
  const complete = sectionsComplete(documents.documentos, courses)
  for (const key of DOCUMENT_KEYS) {
    const save = saves[key]
    if (save?.state === 'waiting') {
      const stored = documentRules[key].fromStored(documents.documentos)
      complete[key] = isDocumentComplete(key, shownValues(stored, save))
    }
  }
  const removed = new Set(
    removals.filter((save) => save.state === 'waiting').map((save) => save.body.curso_id),
  )
  const courseCount =
    courses.filter((course) => !removed.has(course.curso_id)).length +
    adds.filter((save) => save.state === 'waiting').length
  complete.cursos = courseCount > 0
  return {
    documents,
    courses,
    saves,
    required,
    complete,
    stepComplete: isDocumentsStepComplete(required, complete),
  }
}
