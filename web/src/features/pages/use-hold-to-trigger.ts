import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react'

/** Spec §9: hold-to-trigger fires after 300 ms. */
export const HOLD_TO_TRIGGER_MS = 300

const HOLD_KEYS = new Set([' ', 'Enter'])

/**
 * Props for a control that fires `onTrigger` once it has been held for `delay` ms: a pointer
 * (finger or mouse) kept down, or Space/Enter kept pressed. Letting go earlier, moving off the
 * control or losing focus cancels it.
 */
export function useHoldToTrigger(onTrigger: () => void, delay = HOLD_TO_TRIGGER_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(onTrigger)
  useLayoutEffect(() => {
    latest.current = onTrigger
  }, [onTrigger])
  useEffect(() => {
    const pending = timer
    return () => clearTimeout(pending.current)
  }, [])

  const cancel = () => {
    clearTimeout(timer.current)
    timer.current = undefined
  }
  const start = () => {
    cancel()
    timer.current = setTimeout(() => {
      timer.current = undefined
      latest.current()
    }, delay)
  }

  return {
    onPointerDown: start,
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onBlur: cancel,
    // A long press on touch screens opens the context menu otherwise.
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
    onKeyDown: (event: KeyboardEvent) => {
      if (!HOLD_KEYS.has(event.key)) return
      event.preventDefault()
      // Auto-repeat of a held key must not restart the count.
      if (!event.repeat && timer.current === undefined) start()
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (HOLD_KEYS.has(event.key)) cancel()
    },
  }
}
