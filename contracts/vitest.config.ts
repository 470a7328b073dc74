import { SlowestTestsReporter } from '../scripts/lib/vitest-slowest.mjs'
import { installMapGroupBy } from '../scripts/polyfill-map-groupby.mjs'
import { defineConfig } from 'vitest/config'

installMapGroupBy()

export default defineConfig({
  test: {
    // Pact files are written per consumer-provider pair: run the pact files one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    reporters: ['default', new SlowestTestsReporter()],
  },
})
