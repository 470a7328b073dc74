/** Vitest reporter: the slowest tests of the run against their timeout (docs/decisions/014). */
export class SlowestTestsReporter {
  onInit(vitest: unknown): void
  onTestRunEnd(testModules: unknown): void
}
