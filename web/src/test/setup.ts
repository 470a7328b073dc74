import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// findBy*/waitFor give up after 1 s by default; a lazily loaded chunk on a loaded CI box can take
// longer, and a wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 })

// Vitest globals are off, so Testing Library cannot register its own cleanup. A test that moves a
// fake clock leaves the next one the real clock, whatever it failed on.
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
