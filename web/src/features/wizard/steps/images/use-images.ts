import type { Dependant } from '@censo/contracts'
import { useQueries, useQuery } from '@tanstack/react-query'
import { ageOn } from '@/features/wizard/field-rules'
import { usePendingSaves } from '@/features/wizard/saves/use-pending-saves'
import { useWizard } from '@/features/wizard/wizard-context'
import { dependantsQueryOptions } from '../dependants/api/dependants'
import { coursesQueryOptions } from '../documents/api/documents'
import { employmentQueryOptions } from '../employment/api/employment'
import { profileQueryOptions } from '../profile/api/profile'
import {
  dependantDocumentsQueryOptions,
  sentDocumentsQueryOptions,
  type SentDocuments,
} from './api/images'
import { IMAGE_SEND_KIND, type ImageSendBody } from './api/image-sends'
import { PHOTO_TYPE } from '@censo/contracts/schemas/social/document-images'
import {
  imageRecordOf,
  imageRequirements,
  isImagesStepComplete,
  type ImageRequirement,
  type SentImages,
} from './rules'

/** What step 6 shows and judges: the required types, what was sent, the dependants' documents. */
export interface ImagesState {
  requirements: ImageRequirement[]
  sent: SentDocuments
  counts: SentImages
  dependants: readonly Dependant[]
  /** Each dependant's documents, by pf_id (missing while loading). */
  dependantDocuments: ReadonlyMap<number, SentDocuments>
  complete: boolean
}

const countOf = (documents: SentDocuments | undefined) =>
  documents ? Object.values(documents.byType).reduce((sum, list) => sum + list.length, 0) : 0

/**
 * Reads everything step 6's rules need (census-wizard §5 Step 6): the profile (age, sex, marital
 * status, disability), the degrees, the dependants, the employment records' categories, and what
 * was sent. The documents' reads never fail (errors are ignored); a failed profile, dependants or
 * records read leaves the state undefined and `failed` true.
 */
export function useImagesState(): {
  state: ImagesState | undefined
  failed: boolean
  retry: () => void
} {
  const { pfId, entity, today } = useWizard()
  const profile = useQuery(profileQueryOptions(pfId))
  const courses = useQuery(coursesQueryOptions(pfId))
  const dependants = useQuery(dependantsQueryOptions(pfId))
  const records = useQuery(employmentQueryOptions(pfId))
  const sent = useQuery(sentDocumentsQueryOptions(pfId))
  const dependantIds = (dependants.data ?? []).map((dependant) => dependant.pf_id)
  const dependantReads = useQueries({
    queries: dependantIds.map((id) => dependantDocumentsQueryOptions(id)),
  })
  const waiting = usePendingSaves<ImageSendBody>(IMAGE_SEND_KIND, pfId)
    .filter((send) => send.state === 'waiting')
    .map((send) => send.body.target)
  const inputs = [profile, courses, dependants, records, sent]
  const failed = inputs.some((query) => query.isError)
  const retry = () => {
    for (const query of inputs) if (query.isError) void query.refetch()
  }
  if (
    !profile.data ||
    !courses.data ||
    !dependants.data ||
    !records.data ||
    !sent.data ||
    dependantReads.some((read) => !read.data)
  ) {
    return { state: undefined, failed, retry }
  }
  const requirements = imageRequirements({
    imagens: entity?.requisitos.imagens,
    records: records.data.map(imageRecordOf),
    estadoCivil: profile.data.estado_civil || null,
    courses: courses.data.length,
    dependants: dependants.data.length,
    disability: profile.data.pne || null,
    age: profile.data.nascimento ? ageOn(profile.data.nascimento, today) : null,
    sexo: profile.data.sexo || null,
  })
  const dependantDocuments = new Map<number, SentDocuments>()
  dependantReads.forEach((read, index) => {
    const id = dependantIds[index]
    if (read.data && id !== undefined) dependantDocuments.set(id, read.data)
  })
  // The files waiting on the device count as sent (docs/decisions/028): CONCLUIR waits for them.
  const own = waiting.filter((target) => target.refId === pfId)
  const byType: Record<string, number> = {}
  for (const [type, list] of Object.entries(sent.data.byType)) byType[type] = list.length
  for (const { type } of own) byType[type] = (byType[type] ?? 0) + 1
  const counts: SentImages = {
    byType,
    privatePhotos:
      sent.data.photos.private.length + own.filter(({ type }) => type === PHOTO_TYPE).length,
    dependantsWithDocuments: dependantIds.filter(
      (id) =>
        countOf(dependantDocuments.get(id)) > 0 || waiting.some((target) => target.refId === id),
    ).length,
  }
  return {
    state: {
      requirements,
      sent: sent.data,
      counts,
      dependants: dependants.data,
      dependantDocuments,
      complete: isImagesStepComplete(requirements, counts),
    },
    failed,
    retry,
  }
}
