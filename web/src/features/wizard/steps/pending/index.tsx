import * as t from '@/text/pt-BR/wizard'
import type { WizardStep } from '@/features/wizard/step'
import { WIZARD_TIMING } from '@/features/wizard/timing'
import { useDelayedReport } from '@/features/wizard/wizard-context'

/** Steps 2 to 6 until their issues: they say so plainly and never count as complete. */
function PendingBody() {
  return <p className="wizard-later">{t.wizard.later}</p>
}

function NeverComplete({ report }: { report: (complete: boolean) => void }) {
  useDelayedReport(false, WIZARD_TIMING.form, report)
  return null
}

export const pendingStep: WizardStep = {
  Body: PendingBody,
  Completeness: NeverComplete,
  prefetch: () => {},
}
