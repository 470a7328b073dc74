import { useQuery } from '@tanstack/react-query'
import * as t from '@/text/pt-BR/case'
import { personSummaryQueryOptions } from '@/features/session/api/person-summary'

/**
 * The name of the technician who handled the case, read through the person exchange (the mock
 * lets a person read their case's technician); "N/D" without a technician, a name or an answer.
 */
export function TechnicianName({ pfId }: { pfId: number | null }) {
  const query = useQuery({ ...personSummaryQueryOptions(pfId ?? 0), enabled: pfId !== null })
  if (pfId === null) return t.case.status.notAvailable
  if (query.isPending) return t.app.loading
  return query.data?.nome?.trim() || t.case.status.notAvailable
}
