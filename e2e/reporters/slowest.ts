import path from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { reportSlowest, type TimedTest } from '../../scripts/lib/slowest-tests.mjs'

/** Prints the slowest journeys against their budget (docs/decisions/014); retries count apart. */
export default class SlowestReporter implements Reporter {
  private readonly tests: TimedTest[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return
    const file = path.basename(test.location.file)
    // test.timeout is the budget as the test left it: the base plus its screens (support.ts).
    this.tests.push({
      name: `${file} › ${test.title}${result.retry > 0 ? ` (attempt ${result.retry + 1})` : ''}`,
      durationMs: result.duration,
      budgetMs: test.timeout,
      retries: result.retry,
    })
  }

  onEnd(): void {
    reportSlowest('e2e', this.tests)
  }

  printsToStdio(): boolean {
    return false
  }
}
