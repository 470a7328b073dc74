import { lazy, Suspense } from 'react'
import * as t from '@/text/pt-BR/core'
import { LoginScreen } from '@/features/login/components/login-screen'
import { useSessionUser } from '@/features/session/session'

// Only a person logged in sees the landing page: its code is not part of the first download of
// `/`, which is the login for nearly every visit (docs/decisions/007).
const LandingScreen = lazy(() =>
  import('./landing-screen').then((module) => ({ default: module.LandingScreen })),
)

/** `/` and `/About/`: the login when not authenticated, the landing page otherwise. */
export function HomeScreen() {
  if (!useSessionUser()) return <LoginScreen />
  return (
    <Suspense fallback={<output className="loading">{t.app.loading}</output>}>
      <LandingScreen />
    </Suspense>
  )
}
