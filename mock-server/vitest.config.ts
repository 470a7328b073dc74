import '../scripts/polyfill-map-groupby.mjs'
import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { testTimeout: 30_000 } })
