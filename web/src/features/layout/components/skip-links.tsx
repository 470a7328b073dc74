// oxlint-disable jsx-a11y/no-access-key -- eMAG 3.1 (the Brazilian government's accessibility model) requires access keys 1, 2 and 4 on these links.
import type { MouseEvent } from 'react'
import * as t from '@/text/pt-BR/core'

/** The ids the skip links point at: the screen, the header's menu, the footer. */
export const SKIP_TARGETS = { content: 'main', menu: 'menu', footer: 'footer' } as const

const LINKS = [
  ['1', SKIP_TARGETS.content, t.app.skipToContent],
  ['2', SKIP_TARGETS.menu, t.app.skipToMenu],
  ['4', SKIP_TARGETS.footer, t.app.skipToFooter],
] as const

/**
 * Focuses the link's target. The menu is the header's first link where the header shows its
 * links (a wide screen), the Menu button elsewhere (its links are in the panel it opens).
 */
const focusTarget = (id: string) => (event: MouseEvent) => {
  const target = document.getElementById(id)
  const element =
    id === SKIP_TARGETS.menu
      ? [target?.querySelector('a'), document.querySelector('.menu-button')].find(
          (candidate) => candidate?.getClientRects().length,
        )
      : target
  if (!(element instanceof HTMLElement)) return
  event.preventDefault()
  element.focus()
}

/**
 * eMAG 3.1's skip links, first on every screen and shown when focused, with its access keys:
 * 1 the content, 2 the menu, 4 the footer (Alt+number in Chrome and Edge, Alt+Shift+number in
 * Firefox). Plain anchors, so they work in a page's first frame before the app runs too.
 */
export function SkipLinks() {
  return (
    <div className="skip-links">
      {LINKS.map(([key, id, label]) => (
        <a
          key={key}
          className="skip-link"
          href={`#${id}`}
          accessKey={key}
          onClick={focusTarget(id)}
        >
          {label}
        </a>
      ))}
    </div>
  )
}
