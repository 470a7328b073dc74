import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import * as t from '@/text/pt-BR/core'

// Until the user clicks or types, screens only appear by themselves (page load, data arriving):
// focus stays where the browser put it, so the skip link comes first.
let interacted = false
const markInteracted = () => {
  interacted = true
}
document.addEventListener('pointerdown', markInteracted, { capture: true, once: true })
document.addEventListener('keydown', markInteracted, { capture: true, once: true })

/** Where the last screen title was shown (the router's address): a title elsewhere is a navigation. */
let lastShownAt: string | undefined

/**
 * The one h1 of a screen. When a new screen appears after the user acted, focus moves to it so
 * screen readers announce where the user is: after a navigation (a link, a form that leads on), or
 * when the control she used is gone (a step inside a screen replaced it). A screen that only
 * arrives (the page's first, the wizard once its data came) leaves the focus where she put it: an
 * access key or a Tab pressed while the page loaded would otherwise be undone.
 */
export function ScreenTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const router = useRouter()
  useEffect(() => {
    const text = ref.current?.textContent ?? ''
    document.title = text ? `${text} | ${t.app.name}` : t.app.name
    const here = router.state.location.href
    const navigated = lastShownAt !== here
    const focusLost = document.activeElement === document.body
    if (interacted && ((lastShownAt && navigated) || focusLost)) ref.current?.focus()
    lastShownAt = here
  }, [router])
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-title">
      {children}
    </h1>
  )
}
