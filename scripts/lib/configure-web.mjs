// The served configuration of a production build (docs/decisions/029): the app's configuration,
// checked by the app's own parseEnv, written into every HTML page's `#censo-config` element, so
// one build serves any environment. Used at deploy (scripts/configure-web.mjs) and by the runs
// that serve one build against several mocks (e2e's worlds, the budget).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
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

/** The HTML files of a build, every folder down. */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(file)
    return entry.name.endsWith('.html') ? [file] : []
  })
}

/** The line of sw.js that names the configuration it was served with. */
const SW_CONFIG_LINE = /\n\/\/ served configuration [0-9a-f]+\n?$/

/**
 * Writes `config` into every page of the build in `dist`, and names it in the service worker, so
 * that a device which cached the pages of another configuration takes the new ones (the browser
 * compares sw.js byte for byte). Answers how many pages were written.
 */
export async function writeServedConfig(dist, config) {
  const { SERVED_CONFIG_ID, servedConfigText } = await webModule('src/config/served-config.ts')
  const element = new RegExp(
    `(<script type="application/json" id="${SERVED_CONFIG_ID}">)[\\s\\S]*?(</script>)`,
  )
  const text = servedConfigText(config)
  const pages = htmlFiles(dist)
  for (const page of pages) {
    const html = readFileSync(page, 'utf8')
    if (!element.test(html)) throw new Error(`${page} has no #${SERVED_CONFIG_ID} element`)
    writeFileSync(
      page,
      html.replace(element, (_all, open, close) => `${open}${text}${close}`),
    )
  }
  const worker = path.join(dist, 'sw.js')
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16)
  const source = readFileSync(worker, 'utf8').replace(SW_CONFIG_LINE, '')
  writeFileSync(worker, `${source}\n// served configuration ${hash}\n`)
  return pages.length
}
