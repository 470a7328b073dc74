// oxlint-disable-next-line import/no-unassigned-import -- IndexedDB's globals, for the device cache (ADR 028).
import 'fake-indexeddb/auto'
import { onlineManager } from '@tanstack/react-query'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { clearDeviceCache } from '@/features/offline/device-cache'
import { failOnUnexpectedCalls } from './fetch'
import { settleRenderedApps } from './render-app'

// findBy*/waitFor give up after 1 s by default; a lazily loaded chunk on a loaded CI box can take
// longer, and a wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 })

// Vitest globals are off, so Testing Library cannot register its own cleanup. A test that moves a
// fake clock leaves the next one the real clock, whatever it failed on. Last, a call no route of
// the test's `mockFetch` table answered fails the test, even where the app swallowed its 404 (a
// read of "none" would pass unseen): the test adds the route, or a `status: 404` row where it
// means "none". It throws after the cleanup, which a throwing hook would skip.
afterEach(async () => {
  vi.useRealTimers()
  await settleRenderedApps()
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  // The wizard's copy kept on the device (IndexedDB, docs/decisions/028): no test reads another's.
  await clearDeviceCache()
  // TanStack Query's network state is the module's, shared by the tests of a worker.
  onlineManager.setOnline(true)
  failOnUnexpectedCalls()
})
