import { test as base } from '@playwright/test'
import { clearJournal, writeSummary, writes, type JournalEntry } from './mock-journal'
import { WEB_URL } from './ports'
import { resetMock } from './support'

/** What the mock received since the test cleared its journal. */
export interface Journal {
  clear(): Promise<void>
  /** Writes as `METHOD url status`, oldest first. */
  summary(): Promise<string[]>
  /** Writes with their bodies, newest first. */
  writes(): Promise<JournalEntry[]>
}

interface Fixtures {
  /** Every test starts on the mock's seed data (auto). */
  freshMock: void
  journal: Journal
}

/**
 * The `test` of every spec: a fresh mock before each test, and the mock's journal. A new step's
 * spec (tests/wizard/<step>.spec.ts) uses these and its own helpers under wizard/.
 */
export const test = base.extend<Fixtures>({
  // This worker's own web, built against its own mock (ports.ts).
  baseURL: WEB_URL,
  freshMock: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      await resetMock()
      await use()
    },
    { auto: true },
  ],
  // oxlint-disable-next-line no-empty-pattern -- as above.
  journal: async ({}, use) => {
    await use({ clear: clearJournal, summary: writeSummary, writes })
  },
})

export { expect } from '@playwright/test'
