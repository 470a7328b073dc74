import type { ReactNode } from 'react'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/wizard'
import { DeviceLocationNotice } from './device-location-notice'

/** /Censo/'s frame: its title and the location question above whatever the wizard shows. */
export function WizardFrame({ children }: { children: ReactNode }) {
  return (
    <section className="wizard">
      <ScreenTitle>{t.wizard.title}</ScreenTitle>
      <DeviceLocationNotice />
      {children}
    </section>
  )
}

export function WizardLoading() {
  return <output className="wizard-loading">{t.wizard.loading}</output>
}

/**
 * /Censo/ while its gate reads the case status: the frame at once, in a chunk of its own that
 * the page preloads, instead of a blank main until the answer and the wizard's code have come
 * (docs/decisions/025).
 */
export function WizardPending() {
  return (
    <WizardFrame>
      <WizardLoading />
    </WizardFrame>
  )
}
