import { useEffect, useId, useRef, useState } from 'react'
import { focusableWithin, wrapTabWithin } from '@/components/ui/focus-wrap'
import * as t from '@/text/pt-BR/core'
import { NavLinks } from './nav-links'

/**
 * The side navigation of small screens: a menu button (aria-expanded/aria-controls) opens it;
 * Escape, the close button, the backdrop or a link close it and focus returns to the button.
 * While it is open, Tab stays inside it: the page behind is covered.
 * "Sair" stays in the header, visible on every screen size.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)

  const close = (restoreFocus: boolean) => {
    setOpen(false)
    if (restoreFocus) buttonRef.current?.focus()
  }

  useEffect(() => {
    if (!open) return undefined
    const panel = panelRef.current
    if (panel) focusableWithin(panel)[0]?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      } else if (panel) {
        wrapTabWithin(event, panel)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="mobile-nav">
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-icon" aria-hidden="true" />
        {t.nav.menu}
      </button>
      {open && <div className="nav-backdrop" aria-hidden="true" onClick={() => close(true)} />}
      <nav
        ref={panelRef}
        id={panelId}
        className="side-nav"
        aria-label={t.nav.mobileNavLabel}
        hidden={!open}
      >
        <button type="button" className="side-nav-close" onClick={() => close(true)}>
          {t.nav.closeMenu}
        </button>
        <NavLinks mobile onNavigate={() => close(false)} />
      </nav>
    </div>
  )
}
