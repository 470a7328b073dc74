import type { ReactNode } from 'react'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/wizard'
import { DeviceLocationNotice } from './device-location-notice'

/**
 * /Censo/'s frame: its title and the location question above whatever the wizard shows;
 * `waiting` while the route still loads (the question's buttons wait for the wizard).
 */
export function WizardFrame({ children, waiting }: { children: ReactNode; waiting?: boolean }) {
  return (
    <section className="wizard">
      <ScreenTitle>{t.wizard.title}</ScreenTitle>
      <DeviceLocationNotice waiting={waiting} />
      {children}
    </section>
  )
}

export function WizardLoading() {
  return <output className="wizard-loading">{t.wizard.loading}</output>
}
