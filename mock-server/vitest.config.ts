import { SlowestTestsReporter } from '../scripts/lib/vitest-slowest.mjs'
import { installMapGroupBy } from '../scripts/polyfill-map-groupby.mjs'
import { defineConfig } from 'vitest/config'

installMapGroupBy()

export default defineConfig({
  test: { testTimeout: 30_000, reporters: ['default', new SlowestTestsReporter()] },
})
