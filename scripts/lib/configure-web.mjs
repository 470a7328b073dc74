// The served configuration of a production build (docs/decisions/029): the app's configuration,
// checked by the app's own parseEnv, written into every HTML page's `#censo-config` element, so
// one build serves any environment. Used at deploy (scripts/configure-web.mjs) and by the runs
// that serve one build against several mocks (e2e's worlds, the budget).
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web')

/** A module of the web app (TypeScript), loaded through Vite as the build loads its own. */
export async function webModule(file) {
  const vite = await import(
    pathToFileURL(path.join(web, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href
  )
  const { module } = await vite.runnerImport(path.join(web, file), {
    configFile: false,
    root: web,
    logLevel: 'silent',
  })
  return module
}

/** The app's configuration from VITE_-named variables; a bad one throws, naming it. */
export async function checkedWebConfig(viteEnv) {
  const { parseEnv } = await webModule('src/config/parse-env.ts')
  return parseEnv(viteEnv)
}

/** Writes `config` into every page of the build in `dist` (web/src/build/write-served-config.ts). */
export async function writeServedConfig(dist, config) {
  const { writeServedConfig: write } = await webModule('src/build/write-served-config.ts')
  return write(dist, config)
}
