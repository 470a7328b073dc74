import { act } from '@testing-library/react'
import { vi } from 'vitest'

/** The device goes offline or back online, as the browser says it (its event included). */
export function goOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** The text that describes an element (its aria-describedby). */
export const accessibleDescription = (element: HTMLElement): string | null | undefined =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent
