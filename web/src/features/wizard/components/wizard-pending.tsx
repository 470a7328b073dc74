import { WizardFrame, WizardLoading } from './wizard-frame'

/**
 * /Censo/ while its gate reads the case status: the frame at once, in a chunk of its own that
 * the page preloads, instead of a blank main until the answer and the wizard's code have come
 * (docs/decisions/025).
 */
export function WizardPending() {
  return (
    <WizardFrame waiting>
      <WizardLoading />
    </WizardFrame>
  )
}
