// oxlint-disable jsx-a11y/no-access-key -- eMAG 3.1 (the Brazilian government's accessibility model) requires access keys 1, 2 and 4 on these links.
import type { MouseEvent } from 'react'
import * as t from '@/text/pt-BR/core'

/** The ids the skip links point at: the screen, the header's menu, the footer. */
export const SKIP_TARGETS = { content: 'main', menu: 'menu', footer: 'footer' } as const

const isShown = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0

/**
 * The menu as the screen shows it: the header's links on a wide screen, the menu button on a
 * small one (its links are in the side panel it opens).
 */
function menuTarget(): HTMLElement | null {
  const firstLink = document.getElementById(SKIP_TARGETS.menu)?.querySelector('a')
  if (isShown(firstLink ?? null)) return firstLink ?? null
  const button = document.querySelector('.menu-button')
  return isShown(button) ? button : null
}

const focusOn = (target: () => HTMLElement | null) => (event: MouseEvent) => {
  const element = target()
  if (!element) return
  event.preventDefault()
  element.focus()
  element.scrollIntoView({ block: 'nearest' })
}

/**
 * eMAG 3.1's skip links, first on every screen and shown when focused, with its access keys:
 * 1 the content, 2 the menu, 4 the footer (Alt+number in Chrome and Edge, Alt+Shift+number in
 * Firefox). Plain anchors, so they work in a page's first frame before the app runs too.
 */
export function SkipLinks() {
  return (
    <div className="skip-links">
      <a
        className="skip-link"
        href={`#${SKIP_TARGETS.content}`}
        accessKey="1"
        onClick={focusOn(() => document.getElementById(SKIP_TARGETS.content))}
      >
        {t.app.skipToContent}
      </a>
      <a
        className="skip-link"
        href={`#${SKIP_TARGETS.menu}`}
        accessKey="2"
        onClick={focusOn(menuTarget)}
      >
        {t.app.skipToMenu}
      </a>
      <a
        className="skip-link"
        href={`#${SKIP_TARGETS.footer}`}
        accessKey="4"
        onClick={focusOn(() => document.getElementById(SKIP_TARGETS.footer))}
      >
        {t.app.skipToFooter}
      </a>
    </div>
  )
}
