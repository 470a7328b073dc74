export interface TimedTest {
  name: string
  durationMs: number
  budgetMs: number
  /** Attempts that failed before the test passed (or before it failed for good). */
  retries?: number
}
export const NEAR_LIMIT: number
export function slowestLines(suite: string, tests: readonly TimedTest[]): string[]
export function reportSlowest(suite: string, tests: readonly TimedTest[]): void
export function savedTables(dir: string): string[][]
export const E2E_BROWSER_FILE: string
export function savedLine(dir: string, file: string): string | null
