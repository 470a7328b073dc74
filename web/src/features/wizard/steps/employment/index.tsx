import { useQuery } from '@tanstack/react-query'
import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { stepCompleteness, useWizard } from '@/features/wizard/wizard-context'
import {
  cargosQueryOptions,
  employmentQueryOptions,
  employmentSaves,
  lotacoesQueryOptions,
  useRecordSaves,
  waitingValues,
} from './api/employment'
import { EmploymentStep } from './components/employment-step'
import { areRecordsValid } from './rules'
import { employmentTexts } from './texts'

/**
 * Step 4 is complete only when every employment record, as saved, is valid (spec §4); a record
 * whose save still waits counts with the values it sends (docs/decisions/028).
 */
function useEmploymentComplete() {
  const { pfId, today } = useWizard()
  const { data, isError } = useQuery(employmentQueryOptions(pfId))
  const saves = useRecordSaves(pfId)
  if (!data) return isError ? false : undefined
  return areRecordsValid(data, pfId, today, (record) => waitingValues(saves, record.servidor_id))
}

export const employmentStep: WizardStep = {
  title: employmentTexts.title,
  Body: EmploymentStep,
  Completeness: stepCompleteness(useEmploymentComplete, WIZARD_TIMING.form),
  prefetch: (pfId) => [
    (client) => client.prefetchQuery(employmentQueryOptions(pfId)),
    (client) => client.prefetchQuery(cargosQueryOptions()),
    (client) => client.prefetchQuery(lotacoesQueryOptions()),
  ],
  saves: employmentSaves,
}
