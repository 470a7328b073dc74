import { ButtonLink } from '../../../components/ui/button'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { t } from '../../../text/pt-BR'
import { useTenant } from '../../tenant/tenant'

/** Spec §2 "About/landing page" for a logged-in person: banner or slogan, and the start button. */
export function LandingScreen() {
  const tenant = useTenant()
  const banner = tenant.status === 'ready' ? (tenant.banner ?? tenant.entity?.banner) : undefined
  const entityName = tenant.status === 'ready' ? tenant.entity?.nome : undefined
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.landing.title}</ScreenTitle>
      {banner ? (
        <img className="tenant-banner" src={banner} alt={entityName ?? ''} />
      ) : (
        <p className="lead">{t.landing.slogan}</p>
      )}
      <ButtonLink to="/Censo/" className="btn-block">
        {t.common.start}
      </ButtonLink>
    </section>
  )
}
