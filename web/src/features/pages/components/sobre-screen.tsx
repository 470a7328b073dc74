import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { t } from '../../../text/pt-BR'

/** Spec §2 "Sobre": icon, version, product name, rights, Voltar (the easter egg comes later). */
export function SobreScreen() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <section className="screen screen-narrow about">
      <ScreenTitle>{t.pages.sobre.title}</ScreenTitle>
      <img src="/icon.svg" alt="" width={96} height={96} />
      <p className="lead">{t.pages.sobre.product}</p>
      <p>{t.pages.sobre.version(import.meta.env.APP_VERSION)}</p>
      <p>{t.pages.sobre.rights}</p>
      <Button
        variant="secondary"
        onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
      >
        {t.common.back}
      </Button>
    </section>
  )
}
