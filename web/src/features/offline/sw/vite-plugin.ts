import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'vite'
import { precacheUrls, SERVICE_WORKER_FILE, type PrecacheManifest } from './precache.ts'

const here = path.dirname(fileURLToPath(import.meta.url))

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative])
    }),
  )
  return nested.flat()
}

/**
 * Writes `sw.js` next to the production build once it is on disk (public files included): the
 * worker of ./service-worker.ts bundled on its own (a classic script, no imports), with the list
 * of files to precache and a version that changes whenever any of them does (docs/decisions/011).
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'censo-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      const urls = precacheUrls(await listFiles(outDir))
      const hash = createHash('sha256')
      for (const url of urls) hash.update(url).update(await readFile(path.join(outDir, url)))
      const manifest: PrecacheManifest = { version: hash.digest('hex').slice(0, 12), urls }
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { PRECACHE_MANIFEST: JSON.stringify(manifest) },
        build: {
          write: false,
          copyPublicDir: false,
          emptyOutDir: false,
          lib: {
            entry: path.join(here, 'service-worker.ts'),
            formats: ['iife'],
            name: 'censoServiceWorker',
          },
        },
      })
      const [result] = Array.isArray(output) ? output : [output]
      const chunk = result && 'output' in result ? result.output[0] : undefined
      if (!chunk || chunk.type !== 'chunk') throw new Error('service worker: bundling failed')
      await writeFile(path.join(outDir, SERVICE_WORKER_FILE), chunk.code)
      this.environment.logger.info(
        `service worker: ${SERVICE_WORKER_FILE} precaches ${urls.length} files (${manifest.version})`,
      )
    },
  }
}
