import { useSyncExternalStore } from 'react'

export type ToastTone = 'info' | 'error'
export interface Toast {
  id: number
  message: string
  tone: ToastTone
}

/**
 * How long an information toast stays on screen (about 6 s). An error stays until the person
 * closes it: someone reading slowly must not lose what went wrong (WCAG 2.2.1).
 */
export const TOAST_DURATION_MS = 6000

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function dismiss(id: number) {
  if (toasts.some((item) => item.id === id)) emit(toasts.filter((item) => item.id !== id))
}

function show(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++
  // The same message twice in a row (two failing calls) is shown once.
  emit([...toasts.filter((item) => item.message !== message), { id, message, tone }])
  if (tone === 'info') setTimeout(() => dismiss(id), TOAST_DURATION_MS)
  return id
}

/** Toasts from anywhere (components, the ky layer): `toast.error('…')`. */
export const toast = {
  show,
  error: (message: string) => show(message, 'error'),
  dismiss,
  clear: () => emit([]),
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
