// Vitest reporter: the slowest tests of the run against their timeout (docs/decisions/014).
import path from 'node:path'
import { reportSlowest } from './slowest-tests.mjs'

export class SlowestTestsReporter {
  suite = 'unit'
  root = ''
  defaultTimeout = 5_000

  onInit(vitest) {
    const { root, dir, testTimeout } = vitest.config
    this.root = root
    this.defaultTimeout = testTimeout
    const where = dir && path.isAbsolute(dir) ? path.relative(root, dir) : (dir ?? '')
    this.suite = `${path.basename(root)} ${where}`.trim()
  }

  onTestRunEnd(testModules) {
    const tests = []
    for (const testModule of testModules) {
      const file = path.relative(this.root, testModule.moduleId)
      for (const testCase of testModule.children.allTests()) {
        const diagnostic = testCase.diagnostic()
        if (!diagnostic) continue
        tests.push({
          name: `${file} › ${testCase.fullName}`,
          durationMs: diagnostic.duration,
          budgetMs: testCase.options.timeout ?? this.defaultTimeout,
          retries: diagnostic.retryCount,
        })
      }
    }
    reportSlowest(this.suite, tests)
  }
}
