import { expect, test as base, type Page } from '@playwright/test'
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
  /** Every test fails on a Content-Security-Policy or Trusted Types violation of its pages (auto). */
  ownPolicy: void
  /** Violations a test provokes on purpose (script payloads the policy must refuse). */
  expectedViolations: RegExp | null
  /** The violations seen so far, which fail the test at its end unless it takes them out. */
  policyViolations: string[]
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
  // The app runs under its own Content-Security-Policy (the preview sends it, docs/decisions/029):
  // what the browser refuses or reports under it, in any page or frame of the test, fails it.
  expectedViolations: [null, { option: true }],
  // oxlint-disable-next-line no-empty-pattern -- as above.
  policyViolations: async ({}, use) => {
    await use([])
  },
  ownPolicy: [
    async ({ context, expectedViolations, policyViolations: violations }, use) => {
      const note = (text: string) => {
        if (!expectedViolations?.test(text)) violations.push(text)
      }
      // What the pages' documents report (securitypolicyviolation, Trusted Types included)…
      await context.exposeBinding('censoPolicyViolation', (_source, text: string) => note(text))
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report: unknown = Reflect.get(window, 'censoPolicyViolation')
          if (typeof report === 'function') {
            void report(`${event.violatedDirective} refused ${event.blockedURI || 'inline'}`)
          }
        })
      })
      // …and what the browser says of them, or of a header it cannot read, in the console.
      const watch = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text()
          if (/Content Security Policy|Trusted Type|Permissions-Policy header/i.test(text)) {
            note(text)
          }
        })
      context.pages().forEach(watch)
      context.on('page', watch)
      await use()
      expect(violations, "violations of the app's own policy").toEqual([])
    },
    { auto: true },
  ],
  // oxlint-disable-next-line no-empty-pattern -- as above.
  journal: async ({}, use) => {
    await use({ clear: clearJournal, summary: writeSummary, writes })
  },
})

export { expect }
