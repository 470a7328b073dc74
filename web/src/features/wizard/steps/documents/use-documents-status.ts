import { useSuspenseQuery } from '@tanstack/react-query'
import { DEFAULT_SEX, ageOn } from '@/features/wizard/field-rules'
import { useWizard } from '@/features/wizard/wizard-context'
import { profileQueryOptions } from '../profile/api/profile'
import { coursesQueryOptions, documentsQueryOptions } from './api/documents'
import { isDocumentsStepComplete, requiredSections, sectionsComplete } from './rules'

/**
 * Step 1 from the saved data: the documents, the degrees, which sections the municipality
 * requires of this person (age and sex from the saved profile) and whether the step is complete.
 */
export function useDocumentsStatus() {
  const { pfId, entity, today } = useWizard()
  const { data: documents } = useSuspenseQuery(documentsQueryOptions(pfId))
  const { data: courses } = useSuspenseQuery(coursesQueryOptions(pfId))
  const { data: profile } = useSuspenseQuery(profileQueryOptions(pfId))
  const required = requiredSections(
    entity?.requisitos.documentos ?? [],
    ageOn(profile.nascimento, today),
    profile.sexo || DEFAULT_SEX,
  )
  const complete = sectionsComplete(documents.documentos, courses)
  return {
    documents,
    courses,
    required,
    complete,
    stepComplete: isDocumentsStepComplete(required, complete),
  }
}
