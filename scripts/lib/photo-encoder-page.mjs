// The photo bench's browser side (scripts/bench-photo-encoding.mjs): the web's
// photo-encoding.ts, types stripped, served with the photos to a headless Chromium page, where
// its `prepareForUpload` runs as it does in the app.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { root } from './processes.mjs'
import { CHROMIUM_ARGS } from './chromium.mjs'

/** photo-encoding.ts as JavaScript (types stripped; it imports nothing). */
export async function encoderModule() {
  const vite = await import(
    pathToFileURL(path.join(root, 'web', 'node_modules', 'vite', 'dist', 'node', 'index.js')).href
  )
  const file = path.join(root, 'web', 'src', 'lib', 'photo-encoding.ts')
  return (await vite.transformWithOxc(readFileSync(file, 'utf8'), file)).code
}

/**
 * A local server for the page: an empty document, the module and the photos (`add` serves one
 * more).
 */
export async function pageServer(moduleCode, photos) {
  const routes = {
    '/': ['text/html; charset=utf-8', '<!doctype html><meta charset="utf-8"><title>bench</title>'],
    '/photo-encoding.js': ['text/javascript; charset=utf-8', moduleCode],
    ...Object.fromEntries(
      Object.entries(photos).map(([name, bytes]) => [`/${name}`, ['image/jpeg', bytes]]),
    ),
  }
  const server = createServer((request, response) => {
    const route = routes[request.url ?? '']
    if (!route) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': route[0], 'Cache-Control': 'no-store' })
    response.end(route[1])
  })
  await new Promise((resolve) => server.listen(0, 'localhost', resolve))
  return {
    server,
    origin: `http://localhost:${server.address().port}`,
    add: (name, bytes) => (routes[`/${name}`] = ['image/jpeg', bytes]),
  }
}

/** Headless Chromium at `executablePath`, quiet (no network of its own, no GPU). */
export function launchChromium(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}

/**
 * Runs `prepareForUpload` in the page for each job ({ photo, runs, options }): the last output
 * of each, its times and, for `corners`, the colour near each corner of the output.
 */
export async function encodeInPage(page, jobs) {
  return page.evaluate(async (inPage) => {
    const { prepareForUpload } = await import('/photo-encoding.js')
    const results = []
    for (const { photo, runs, options, corners } of inPage) {
      const blob = await (await fetch(`/${photo}`)).blob()
      const file = new File([blob], photo, { type: 'image/jpeg' })
      const times = []
      let prepared
      for (let run = 0; run < runs; run++) {
        const start = performance.now()
        prepared = await prepareForUpload(file, options)
        times.push(performance.now() - start)
      }
      const bitmap = await createImageBitmap(new Blob([prepared.bytes], { type: prepared.type }))
      let colours
      if (corners) {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d', { willReadFrequently: true })
        context.drawImage(bitmap, 0, 0)
        const inset = 20
        const at = (x, y) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3))
        colours = {
          topLeft: at(inset, inset),
          topRight: at(bitmap.width - inset, inset),
          bottomLeft: at(inset, bitmap.height - inset),
          bottomRight: at(bitmap.width - inset, bitmap.height - inset),
        }
      }
      let binary = ''
      for (let i = 0; i < prepared.bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...prepared.bytes.subarray(i, i + 0x8000))
      }
      results.push({
        times,
        name: prepared.name,
        type: prepared.type,
        reencoded: prepared.reencoded,
        width: prepared.width,
        height: prepared.height,
        quality: prepared.quality,
        failure: prepared.failure,
        decoded: { width: bitmap.width, height: bitmap.height },
        corners: colours,
        base64: btoa(binary),
      })
      bitmap.close()
    }
    return results
  }, jobs)
}
