import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SERVED_CONFIG_ID, servedConfigText } from '@/config/served-config'
import { config } from '@/config/env'
import { parseEnv } from '@/config/parse-env'
import { writeServedConfig } from './write-served-config'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A build's pages as the build writes them (the served configuration first in <head>). */
function build(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'censo-served-'))
  folders.push(dist)
  const page = `<!doctype html><html><head><script type="application/json" id="${SERVED_CONFIG_ID}">${servedConfigText(config)}</script><script>start()</script></head><body></body></html>`
  writeFileSync(path.join(dist, 'index.html'), page)
  mkdirSync(path.join(dist, 'Ajuda'))
  writeFileSync(path.join(dist, 'Ajuda', 'index.html'), page)
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  return dist
}

const servedIn = (file: string) => {
  const html = readFileSync(file, 'utf8')
  const start = html.indexOf('>', html.indexOf(`id="${SERVED_CONFIG_ID}"`)) + 1
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as typeof config
}

describe('one build, any environment (writeServedConfig, scripts/configure-web.mjs)', () => {
  it('serves one build with two configurations: only the configuration and the worker line differ', () => {
    const staging = build()
    const production = path.join(path.dirname(staging), `${path.basename(staging)}-prod`)
    folders.push(production)
    cpSync(staging, production, { recursive: true })
    const stagingConfig = parseEnv({
      VITE_API_META: 'https://meta.hml.example.gov.br/',
    })
    const productionConfig = parseEnv({
      VITE_API_META: 'https://meta.example.gov.br/',
      VITE_APP_ID: 'censo-pe',
    })
    expect(writeServedConfig(staging, stagingConfig)).toBe(2)
    expect(writeServedConfig(production, productionConfig)).toBe(2)
    for (const page of ['index.html', path.join('Ajuda', 'index.html')]) {
      expect(servedIn(path.join(staging, page)).api.meta).toBe('https://meta.hml.example.gov.br/')
      expect(servedIn(path.join(production, page))).toMatchObject({
        api: { meta: 'https://meta.example.gov.br/' },
        appId: 'censo-pe',
      })
      // The rest of each page, its inline scripts included, is the same bytes.
      const strip = (file: string) =>
        readFileSync(file, 'utf8').replace(/id="censo-config">[^<]*</, '')
      expect(strip(path.join(staging, page))).toBe(strip(path.join(production, page)))
    }
    const worker = (dist: string) => readFileSync(path.join(dist, 'sw.js'), 'utf8')
    expect(worker(staging)).not.toBe(worker(production))
    // Configured again the same way: the same worker (no update for the devices).
    const once = worker(production)
    writeServedConfig(production, productionConfig)
    expect(worker(production)).toBe(once)
  })

  it('refuses a bad value, naming it, and a page without the configuration element', () => {
    expect(() => parseEnv({ VITE_API_RH: 'not a url' })).toThrow(/VITE_API_RH/)
    const dist = build()
    writeFileSync(path.join(dist, 'outra.html'), '<html><head></head></html>')
    expect(() => writeServedConfig(dist, config)).toThrow(/outra\.html has no #censo-config/)
  })
})
