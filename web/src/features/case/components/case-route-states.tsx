import { useRouter } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { ScreenTitle } from '@/components/ui/screen-title'
import * as t from '@/text/pt-BR/core'

// Core texts only: the pending state loads with the router (it is not code-split).

/** While /Status/ or /Review/ reads the case status. */
export function CaseLoading() {
  return (
    <section className="screen screen-narrow">
      <output className="lead">{t.app.loading}</output>
    </section>
  )
}

/**
 * /Status/ or /Review/ could not read the case status: the spec's status-check message and a
 * retry that runs the route's loader again.
 */
export function CaseLoadError() {
  const router = useRouter()
  return (
    <section className="screen screen-narrow">
      <ScreenTitle>{t.caseRoutes.loadErrorTitle}</ScreenTitle>
      <p className="lead">{t.caseRoutes.statusFailure}</p>
      {/* The same "Tentar novamente" as the offline screen. */}
      <Button onClick={() => void router.invalidate()}>{t.offline.retry}</Button>
    </section>
  )
}
