// Renders the public screens' first frames for the production build (./prerender.ts), in a
// process of its own: the app's modules expect a browser (they read `document`, `localStorage`,
// `navigator` when loaded), so a happy-dom window stands in for one here, away from the build.
// Usage: node prerender-worker.mjs <web root> <mode> <output JSON file> <pages JSON>
// (pages: `{ [path]: audience }`, build/prerender.ts's PRERENDERED_PAGES).
// Writes `{ keys, pages: { [path]: html } }` to the output file (keys: what the chooser reads).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { Window } from 'happy-dom'
import { createServer } from 'vite'

const [root, mode, outputFile, pagesJson] = process.argv.slice(2)
const audiences = JSON.parse(pagesJson)

const window = new Window({ url: 'http://localhost/' })
for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, {
    value: name === 'window' ? window : window[name],
    configurable: true,
    writable: true,
  })
}
for (const name of [
  'location',
  'history',
  'matchMedia',
  'addEventListener',
  'removeEventListener',
]) {
  const value = window[name]
  globalThis[name] = typeof value === 'function' ? value.bind(window) : value
}

// Every read the render starts (a person frame's wizard data) stays on its way, as the metadata
// does for every frame: the build asks nothing of any API.
globalThis.fetch = () => new Promise(() => {})

const server = await createServer({
  root,
  mode,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  // Only the SSR loader is used: no browser dependencies to optimize, and a cache of its own.
  // `npm start` builds (and so prerenders) while its dev server runs: sharing the dev server's
  // node_modules/.vite, the two optimizers left it two copies of React, and the wizard's forms
  // failed in dev ("Cannot read properties of null (reading 'useId')").
  optimizeDeps: { noDiscovery: true, include: [] },
  cacheDir: path.join(root, 'node_modules', '.vite-prerender'),
})
try {
  const { renderPage, FIRST_FRAME_KEYS } = await server.ssrLoadModule(
    '/src/prerender/render-page.tsx',
  )
  const pages = {}
  for (const [each, audience] of Object.entries(audiences)) {
    pages[each] = (await renderPage(each, audience))
      // The app replaces the frame anyway: the router's inline scroll script is not needed.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      // A button does nothing until the app runs: it waits, disabled, instead of ignoring a tap.
      // Links work as they are (a plain page load).
      .replace(/<button\b(?![^>]*\sdisabled)/g, '<button disabled=""')
  }
  writeFileSync(outputFile, JSON.stringify({ keys: FIRST_FRAME_KEYS, pages }))
} finally {
  await server.close()
  await window.happyDOM.close()
}
// The reads left on their way keep their clients' timeout timers: nothing more is needed of them.
process.exit(0)
