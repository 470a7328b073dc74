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

/**
 * The one h1 of a screen. When a new screen appears after the user acted (a route change, a
 * step inside a screen), focus moves to it so screen readers announce where the user is.
 */
export function ScreenTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const text = ref.current?.textContent ?? ''
    document.title = text ? `${text} | ${t.app.name}` : t.app.name
    if (interacted) ref.current?.focus()
  }, [])
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-title">
      {children}
    </h1>
  )
}
