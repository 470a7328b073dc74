import '../scripts/polyfill-map-groupby.mjs'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import pkg from './package.json' with { type: 'json' }

// `.localhost` lets special tenant hosts (e.g. http://ipsl.localhost:5173) reach the dev server.
const allowedHosts = ['.localhost']

export default defineConfig({
  // The router plugin must come before the React plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(pkg.version) },
  server: { port: 5173, strictPort: true, allowedHosts },
  preview: { port: 4173, strictPort: true, allowedHosts },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ['src/test/setup.ts'],
  },
})
