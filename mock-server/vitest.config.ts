import { installMapGroupBy } from '../scripts/polyfill-map-groupby.mjs'
import { defineConfig } from 'vitest/config'

installMapGroupBy()

export default defineConfig({ test: { testTimeout: 30_000 } })
