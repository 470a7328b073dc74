import { Link } from '@tanstack/react-router'
import * as t from '../../../text/pt-BR/core'
import { UserBadge } from '../../session/components/user-badge'
import { logout, useSessionUser } from '../../session/session'
import { MobileNav } from './mobile-nav'
import { NavLinks } from './nav-links'

export function AppHeader() {
  const user = useSessionUser()
  return (
    <header className="app-header">
      <div className="header-inner">
        <Link to="/" className="brand">
          <img src="/icon.svg" alt="" width={32} height={32} />
          <span>{t.app.name}</span>
        </Link>
        <nav className="main-nav" aria-label={t.nav.mainNavLabel}>
          <NavLinks />
        </nav>
        {user && (
          <div className="header-user">
            <UserBadge user={user} />
            <button type="button" className="btn btn-secondary logout" onClick={logout}>
              {t.nav.logout}
            </button>
          </div>
        )}
        <MobileNav />
      </div>
    </header>
  )
}
