import type { WizardStep } from '@/features/wizard/step'
import { AlwaysComplete } from '@/features/wizard/wizard-context'
import { dependantSaves, dependantsQueryOptions } from './api/dependants'
import { DependantsStep } from './components/dependants-step'
import { dependantsTexts } from './texts'

export const dependantsStep: WizardStep = {
  title: dependantsTexts.title,
  Body: DependantsStep,
  /** Spec §4: step 3 is always complete. */
  Completeness: AlwaysComplete,
  prefetch: (pfId) => [(client) => client.prefetchQuery(dependantsQueryOptions(pfId))],
  saves: dependantSaves,
}
