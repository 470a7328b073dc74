import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { AppIcon } from '@/components/ui/app-icon'
import * as t from '@/text/pt-BR/core'
import { UserBadgePlaceholder } from '@/features/session/components/user-badge-placeholder'
import { logout, useSessionUser } from '@/features/session/session'
import { MobileNav } from './mobile-nav'
import { NavLinks } from './nav-links'
import { SKIP_TARGETS } from './skip-links'

/** Sair: its code (what the device keeps of the person goes too) loads when tapped. */
const signOut = () =>
  void import('@/features/session/sign-out').then((module) => module.signOut(), logout)

// Only a logged-in person has a badge: its exchange call and the person-record schemas it
// validates stay out of the first screen's bundle.
const UserBadge = lazy(() =>
  import('@/features/session/components/user-badge').then((module) => ({
    default: module.UserBadge,
  })),
)

export function AppHeader() {
  const user = useSessionUser()
  return (
    <header className="app-header">
      <div className="header-inner">
        <Link to="/" className="brand">
          <AppIcon />
          <span>{t.app.name}</span>
        </Link>
        {/* Focusable, as main and the footer are: in a page's first frame (no app to focus its
            first link) access key 2 lands on it; a wide screen's only, a phone's menu is the
            Menu button, which waits for the app. */}
        <nav
          id={SKIP_TARGETS.menu}
          className="main-nav"
          aria-label={t.nav.mainNavLabel}
          tabIndex={-1}
        >
          <NavLinks />
        </nav>
        {user && (
          <div className="header-user">
            <Suspense fallback={<UserBadgePlaceholder name={user.nome} />}>
              <UserBadge user={user} />
            </Suspense>
            <button type="button" className="btn btn-secondary logout" onClick={signOut}>
              {t.nav.logout}
            </button>
          </div>
        )}
        <MobileNav />
      </div>
    </header>
  )
}
