import { SlowestTestsReporter } from '../scripts/lib/vitest-slowest.mjs'
import { installMapGroupBy } from '../scripts/polyfill-map-groupby.mjs'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import pkg from './package.json' with { type: 'json' }
import { appConfigPlugin } from './src/build/build-config.ts'
import { previewHeadersPlugin } from './src/build/preview-headers.ts'
import { inlineAppIconPlugin } from './src/build/inline-app-icon.ts'
import { inlineCssPlugin } from './src/build/inline-css.ts'
import { prerenderPlugin } from './src/build/prerender.ts'
import { routePreloadPlugin } from './src/build/route-preload.ts'
import { startAfterPaintPlugin } from './src/build/start-after-paint.ts'
import { serviceWorkerPlugin } from './src/features/offline/sw/vite-plugin.ts'
import { metadataPreloadPlugin } from './src/build/metadata-preload.ts'
import { wizardContractsChunk } from './src/build/wizard-contracts-chunk.ts'

installMapGroupBy()

const wizardContracts = wizardContractsChunk()

// `.localhost` lets special tenant hosts (e.g. http://ipsl.localhost:5173) reach the dev server.
const allowedHosts = ['.localhost']

export default defineConfig({
  // `@/` is web/src (tsconfig `paths` says the same to TypeScript).
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // TanStack Store's hook imports the selector through React's pre-18 shim; React 19 has the
      // hook itself, and the shim's fallback was half a kilobyte of the first download for
      // nothing (docs/decisions/007).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  // The router plugin must come before the React plugin. The service worker is written after
  // the production build (docs/decisions/011); dev and tests have none.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // `/` (the login) is the first screen of nearly every visit: in the entry chunk, it
      // renders without waiting for one more request (docs/decisions/007).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined) },
    }),
    react(),
    appConfigPlugin(),
    metadataPreloadPlugin(),
    inlineCssPlugin(),
    inlineAppIconPlugin(),
    routePreloadPlugin(),
    startAfterPaintPlugin(),
    prerenderPlugin(),
    serviceWorkerPlugin(),
    wizardContracts.plugin,
    previewHeadersPlugin(),
  ],
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(pkg.version) },
  build: {
    // Every browser the app supports preloads modules itself (Chromium since 66, Safari 17,
    // Firefox 115); an older one loads the same chunks, only without preloading them. The polyfill
    // was part of the first download of `/` (docs/decisions/007).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The public screens' prerender (src/build/prerender.ts) takes a few seconds by design; the
      // warning about slow plugins would print on every build.
      checks: { bundlerTimings: false },
      // Everything the first screen needs in three chunks instead of a dozen small shared ones:
      // fewer requests on slow mobile networks (docs/decisions/007); lazy routes stay apart. React,
      // the other libraries and the app apart: the page evaluates them in three tasks, each under
      // a cheap phone's long-task limit, where one chunk was one task over it
      // (start-after-paint.ts, docs/decisions/025).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'libs', test: /node_modules/, tags: ['$initial'], priority: 1 },
            { name: 'app', tags: ['$initial'] },
            // The steps' contracts apart from the wizard's code: two tasks to evaluate, not one.
            { ...wizardContracts.group, priority: -1 },
          ],
        },
        // Lazy chunks are named by their hash alone: the entry lists every chunk's file name
        // (its dynamic imports and their preload lists), about 0.5 KB gzip of the first
        // download for names nobody reads (docs/decisions/007).
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    allowedHosts,
    // npm start builds the production copy into dist-preview beside the dev server: its pages are
    // not the dev server's sources, and watching them reloaded the page once per built page.
    watch: { ignored: ['**/dist*/**'] },
  },
  preview: { port: 4173, strictPort: true, allowedHosts },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ['src/test/setup.ts'],
    // A loaded CI box can be several times slower than a laptop (lazy chunks, happy-dom start).
    testTimeout: 30_000,
    // The DOM tests wait on the wizard's timers more than on the CPU: five at once on a 2-core
    // box (vitest's default there is one) take the suite from about 170 s to 40 s.
    maxWorkers: 5,
    // One module graph per worker, not one per file: React, the router and the app are loaded
    // five times instead of 68 (half the CPU of the suite). Tests share nothing else: setup.ts
    // cleans the DOM, storage, clock and globals after each, and no test mocks a module (a
    // module mock cannot reach a module another file loaded first).
    isolate: false,
    // A DOM test that fails once and passes on a second try is reported as flaky in the output
    // instead of failing the whole run; one that fails three times fails it (docs/decisions/007).
    retry: 2,
    reporters: ['default', new SlowestTestsReporter()],
  },
})
