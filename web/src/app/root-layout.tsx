import { Outlet, useRouterState } from '@tanstack/react-router'
import { ToastRegion } from '../components/ui/toast-region'
import { LiveChat } from '@/features/chat/components/live-chat'
import { CookieBanner } from '@/features/consent/components/cookie-banner'
import { AppFooter } from '@/features/layout/components/app-footer'
import { AppHeader } from '@/features/layout/components/app-header'
import { SKIP_TARGETS, SkipLinks } from '@/features/layout/components/skip-links'
import { OfflineScreen } from '@/features/offline/components/offline-screen'
import { useOnline } from '@/features/offline/use-online'

/**
 * Skip links, header, main, footer and the toast regions around every screen. Offline, only
 * the routes marked `staticData.offline` are shown; any other shows the offline screen (§4),
 * except an `opensOffline` route, which decides itself (the wizard, ADR 028).
 */
export function RootLayout() {
  const online = useOnline()
  const offlineReady = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.offline === true,
  })
  const opensOffline = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.opensOffline === true,
  })
  return (
    <>
      <SkipLinks />
      <AppHeader />
      <CookieBanner />
      <main id={SKIP_TARGETS.content} tabIndex={-1}>
        {online || offlineReady || opensOffline ? <Outlet /> : <OfflineScreen />}
      </main>
      <AppFooter />
      <ToastRegion />
      <LiveChat />
    </>
  )
}
