import { ButtonLink } from '@/components/ui/button'
import { ScreenTitle } from '@/components/ui/screen-title'
import { config } from '@/config/env'
import * as t from '@/text/pt-BR/pages'
import { ConsentPrompt } from '@/features/consent/components/consent-prompt'
import { useTenant } from '@/features/tenant/tenant'
import { AndroidIcon, AppleIcon } from './icons'
import { LoadStatus } from '@/components/ui/load-status'

/**
 * Spec §2 "About/landing page" for a logged-in person: the entity banner when the metadata gives
 * one (else the slogan), "Iniciar recenseamento", the link to Biometria (the spec's menus do not
 * list it; ours), the store links and the cookie prompt.
 */
export function LandingScreen() {
  const tenant = useTenant()
  const banner = tenant.status === 'ready' ? (tenant.banner ?? tenant.entity?.banner) : undefined
  const entityName = tenant.status === 'ready' ? tenant.entity?.nome : undefined
  return (
    <section className="screen screen-narrow landing">
      <ScreenTitle>{t.landing.title}</ScreenTitle>
      <LoadStatus pending={tenant.status === 'pending'} failed={tenant.status === 'error'} />
      {banner ? (
        <img className="tenant-banner" src={banner} alt={entityName ?? ''} />
      ) : (
        tenant.status !== 'pending' && <p className="lead">{t.landing.slogan}</p>
      )}
      <ButtonLink to="/Censo/" className="btn-block">
        {t.common.start}
      </ButtonLink>
      <ButtonLink to="/Biometria/" variant="secondary" className="btn-block">
        {t.nav.biometrics}
      </ButtonLink>
      <h2>{t.landing.storesTitle}</h2>
      <ul className="store-links">
        <li>
          <a className="btn btn-secondary btn-block" href={config.stores.android}>
            <AndroidIcon />
            {t.landing.android}
          </a>
        </li>
        <li>
          <a className="btn btn-secondary btn-block" href={config.stores.ios}>
            <AppleIcon />
            {t.landing.ios}
          </a>
        </li>
      </ul>
      <ConsentPrompt />
    </section>
  )
}
