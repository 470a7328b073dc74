import { SlowestTestsReporter } from '../scripts/lib/vitest-slowest.mjs'
import { installMapGroupBy } from '../scripts/polyfill-map-groupby.mjs'
import { defineConfig } from 'vitest/config'

installMapGroupBy()

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Both cores (vitest's default on a 2-core box is one worker): about 32 s down to 23 s.
    maxWorkers: 2,
    reporters: ['default', new SlowestTestsReporter()],
  },
})
