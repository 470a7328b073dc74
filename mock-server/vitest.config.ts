import { SlowestTestsReporter } from '../scripts/lib/vitest-slowest.mjs'
import { installMapGroupBy } from '../scripts/polyfill-map-groupby.mjs'
import { defineConfig } from 'vitest/config'

installMapGroupBy()

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Both cores (vitest's default on a 2-core box is one worker): about 32 s down to 23 s.
    maxWorkers: 2,
    // Every test builds its own app and data file, and no test mocks a module: one module graph
    // per worker instead of one per file (Fastify, faker and the routes loaded once) takes the
    // unit run from about 33 s to 12 s. A file shuffle (--sequence.shuffle.files) stays green.
    isolate: false,
    reporters: ['default', new SlowestTestsReporter()],
  },
})
