import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { AppConfig } from '../config/parse-env.ts'
import { SERVED_CONFIG_ID, servedConfigText } from '../config/served-config.ts'

/** The HTML files of a build, every folder down. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(file)
    return entry.name.endsWith('.html') ? [file] : []
  })
}

/** The line of sw.js that names the configuration it was served with. */
const SW_CONFIG_LINE = /\n\/\/ served configuration [0-9a-f]+\n?$/

/**
 * Writes `config` into every page of the build in `dist` (docs/decisions/029), and names it in
 * the service worker, so that a device which cached the pages of another configuration takes the
 * new ones (the browser compares sw.js byte for byte). Answers how many pages were written; a page
 * without the element is refused (the build writes it in every page).
 */
export function writeServedConfig(dist: string, config: AppConfig): number {
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
      html.replace(element, (_all, open: string, close: string) => `${open}${text}${close}`),
    )
  }
  const worker = path.join(dist, 'sw.js')
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16)
  const source = readFileSync(worker, 'utf8').replace(SW_CONFIG_LINE, '')
  writeFileSync(worker, `${source}\n// served configuration ${hash}\n`)
  return pages.length
}
