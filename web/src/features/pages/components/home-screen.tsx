import { LoginScreen } from '@/features/login/components/login-screen'
import { useSessionUser } from '@/features/session/session'
import { LandingScreen } from './landing-screen'

/** `/` and `/About/`: the login when not authenticated, the landing page otherwise. */
export function HomeScreen() {
  return useSessionUser() ? <LandingScreen /> : <LoginScreen />
}
