#!/usr/bin/env node
// Step 6's photo before upload (web/src/lib/photo-encoding.ts): a 12-megapixel camera JPEG is
// re-encoded in headless Chromium by the real `prepareForUpload`; then the result goes through
// the local mock the way the web sends it (upload, the promise polled on the spec's schedule,
// the photo attached). Budget: the re-encoded photo is at most 500 KB (exit 1 past it).
//
// The photo: 4000×3000 pixels made here (seeded, so every run has the same bytes): gradients, a
// few soft shapes, fine texture and sensor-like noise, written by sharp (the mock's dependency)
// as a quality-92 JPEG with an EXIF block like a phone's: orientation 6 (shown rotated 90°
// clockwise, so 3000×4000) and a GPS position. A red square on the stored top-left corner must
// come out at the top right (orientation applied) and the output must hold no EXIF (position
// gone); either failure also exits 1.
//
// Encoding: photo-encoding.ts is stripped of its types by Vite's transformWithOxc and served,
// with the photo, from a local HTTP server to a Chromium page; three runs of prepareForUpload,
// timed in the page (performance.now), each figure printed and their median.
//
// Upload to attached: a mock on BENCH_MOCK_PORT (3370) is used when one answers there, else one
// is started on fresh data; persona so-fixo logs in (app token, then its login, as bench-mock
// does). Timed from the start of POST /storage/v2/upload/{pf_id}/ to the answer of POST
// /social/v1/pessoa-fisica/foto/: the promise is checked 1.5 s after the upload answered, then
// every second, at most 10 times (web/src/features/wizard/steps/images/timing.ts, spec §4 §9).
// The mock's upload delay is what it is set to (default 2000 ms; MOCK_UPLOAD_DELAY_MS or
// PUT /__dev/storage): printed with the figures.
//
// Settings: BENCH_MOCK_PORT (3370), BENCH_RUNS (3), BENCH_NOISE (14: a noisier photo, 40 say,
// makes the search step the quality and then the size down), CHROMIUM_PATH (/usr/bin/chromium).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from 'playwright-core'
import { logPersonaIn, postToMock } from './lib/mock-session.mjs'
import { portIsFree, root, startMock, stopAll } from './lib/processes.mjs'

const env = process.env
const MOCK_PORT = Number(env.BENCH_MOCK_PORT ?? 3370)
const MOCK_URL = `http://localhost:${MOCK_PORT}`
const RUNS = Math.max(1, Number(env.BENCH_RUNS ?? 3))
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const BUDGET_BYTES = 500_000
const PERSONA = 'so-fixo'
// The web's status checks of an upload (web/src/features/wizard/steps/images/timing.ts).
const POLL = { firstCheck: 1500, nextChecks: 1000, maxTries: 10 }
// noise: the sensor-like noise's amplitude; more of it makes the search step down.
const PHOTO = {
  width: 4000,
  height: 3000,
  quality: 92,
  mark: 300,
  noise: Number(env.BENCH_NOISE ?? 14),
}

const sha256Hex = (data) => createHash('sha256').update(data).digest('hex')
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

/** The camera photo: seeded pixels, JPEG with EXIF orientation 6 and a GPS position. */
async function cameraJpeg() {
  const sharp = createRequire(path.join(root, 'mock-server', 'package.json'))('sharp')
  const { width, height, mark } = PHOTO
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 0x2545f491
  const random = () => {
    // xorshift32: the same photo on every run.
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    return (seed >>> 0) / 0x100000000
  }
  const horizon = height * 0.45
  for (let y = 0; y < height; y++) {
    const sky = Math.min(1, Math.max(0, (horizon - y) / 120 + 0.5))
    for (let x = 0; x < width; x++) {
      const soft = 28 * Math.sin(x / 310 + y / 170) * Math.cos(y / 230 - x / 520)
      const texture = y > horizon ? 16 * Math.sin(x * 0.9 + 3 * Math.sin(y * 0.13)) : 0
      const noise = (random() + random() + random() - 1.5) * PHOTO.noise
      const shade = soft + texture + noise
      const offset = (y * width + x) * 3
      if (x < mark && y < mark) {
        pixels[offset] = 230
        pixels[offset + 1] = 20
        pixels[offset + 2] = 20
        continue
      }
      pixels[offset] = 90 + 40 * sky + (y / height) * 30 + shade
      pixels[offset + 1] = 115 + 60 * sky - (x / width) * 20 + shade
      pixels[offset + 2] = 60 + 170 * sky + shade * 0.8
    }
  }
  return (
    sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: PHOTO.quality })
      // sharp writes the orientation itself (an Orientation in withExif is dropped).
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Censo', Model: 'Bench Camera 12MP' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '8/1 2/1 5136/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '34/1 52/1 3720/100',
        },
      })
      .toBuffer()
  )
}

const hasExif = (bytes) => Buffer.from(bytes).includes(Buffer.from('Exif\0\0', 'latin1'))

/** photo-encoding.ts as JavaScript (types stripped; it imports nothing). */
async function encoderModule() {
  const vite = await import(
    pathToFileURL(path.join(root, 'web', 'node_modules', 'vite', 'dist', 'node', 'index.js')).href
  )
  const file = path.join(root, 'web', 'src', 'lib', 'photo-encoding.ts')
  return (await vite.transformWithOxc(readFileSync(file, 'utf8'), file)).code
}

/** A local server for the page: an empty document, the module and the photo. */
async function pageServer(moduleCode, photo) {
  const routes = {
    '/': ['text/html; charset=utf-8', '<!doctype html><meta charset="utf-8"><title>bench</title>'],
    '/photo-encoding.js': ['text/javascript; charset=utf-8', moduleCode],
    '/IMG_0001.JPG': ['image/jpeg', photo],
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
  return { server, origin: `http://localhost:${server.address().port}` }
}

/** RUNS runs of prepareForUpload in the page; the last output and where its red square is. */
async function encodeInChromium(origin) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const page = await browser.newPage()
    const warnings = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(origin)
    const result = await page.evaluate(async (runs) => {
      const { prepareForUpload } = await import('/photo-encoding.js')
      const blob = await (await fetch('/IMG_0001.JPG')).blob()
      const file = new File([blob], 'IMG_0001.JPG', { type: 'image/jpeg' })
      const times = []
      let prepared
      for (let run = 0; run < runs; run++) {
        const start = performance.now()
        prepared = await prepareForUpload(file)
        times.push(performance.now() - start)
      }
      // Where the stored top-left red square is after orientation: it must be top right.
      const bitmap = await createImageBitmap(new Blob([prepared.bytes], { type: prepared.type }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d', { willReadFrequently: true })
      context.drawImage(bitmap, 0, 0)
      const inset = 20
      const corner = (x, y) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3))
      const corners = {
        topLeft: corner(inset, inset),
        topRight: corner(bitmap.width - inset, inset),
        bottomLeft: corner(inset, bitmap.height - inset),
        bottomRight: corner(bitmap.width - inset, bitmap.height - inset),
      }
      let binary = ''
      for (let i = 0; i < prepared.bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...prepared.bytes.subarray(i, i + 0x8000))
      }
      return {
        times,
        name: prepared.name,
        type: prepared.type,
        reencoded: prepared.reencoded,
        width: prepared.width,
        height: prepared.height,
        quality: prepared.quality,
        failure: prepared.failure,
        decoded: { width: bitmap.width, height: bitmap.height },
        corners,
        base64: btoa(binary),
        userAgent: navigator.userAgent,
      }
    }, RUNS)
    return { ...result, warnings }
  } finally {
    await browser.close()
  }
}

/** Upload, promise checks on the web's schedule, photo attached: each step's milliseconds. */
async function uploadToAttached(bytes, name, { token, pfId }) {
  const start = performance.now()
  const sha = sha256Hex(bytes)
  const files = [
    {
      name,
      'mime-type': 'image/jpeg',
      upload_tipo_cod: [99],
      sha,
      data: Buffer.from(bytes).toString('base64'),
    },
  ]
  const upload = await postToMock(
    `${MOCK_URL}/storage/v2/upload/${pfId}/`,
    { files, checksum: sha256Hex(files.map((file) => file.sha).join('')) },
    token,
  )
  const sendId = upload.body.data?.StorageAPI?.send_id
  if (upload.status !== 200 || !sendId) {
    throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`)
  }
  const uploaded = performance.now()

  let fileId
  let checks = 0
  while (fileId === undefined) {
    if (checks === POLL.maxTries) throw new Error(`the send was not done after ${checks} checks`)
    await sleep(checks === 0 ? POLL.firstCheck : POLL.nextChecks)
    checks++
    const response = await fetch(`${MOCK_URL}/storage/v2/promise/${sendId}/`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const promise = (await response.json()).data?.StorageAPI
    if (response.status !== 200 || !promise) throw new Error(`promise: ${response.status}`)
    if (promise.send_status_code === 200) fileId = promise.files[0]?.file_id
  }
  const done = performance.now()

  const attach = await postToMock(
    `${MOCK_URL}/social/v1/pessoa-fisica/foto/`,
    { pf_id: pfId, file_id: fileId },
    token,
  )
  if (attach.status !== 200) throw new Error(`photo: ${attach.status} ${JSON.stringify(attach)}`)
  const attached = performance.now()
  return {
    bodyBytes: upload.bytes,
    fileId,
    checks,
    uploadMs: uploaded - start,
    waitMs: done - uploaded,
    attachMs: attached - done,
    totalMs: attached - start,
  }
}

const isRed = ([red, green, blue]) => red > 180 && green < 90 && blue < 90

let failed = false
let pages
try {
  console.log(
    `machine: ${availableParallelism()} CPUs, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
  let started = performance.now()
  const photo = await cameraJpeg()
  console.log(
    `input: IMG_0001.JPG ${PHOTO.width}×${PHOTO.height} stored (noise ${PHOTO.noise}), EXIF orientation 6 (shown ` +
      `${PHOTO.height}×${PHOTO.width}) and GPS, quality ${PHOTO.quality}: ${photo.length} bytes ` +
      `(${(photo.length / 1e6).toFixed(2)} MB), made in ${(performance.now() - started).toFixed(0)} ms`,
  )

  pages = await pageServer(await encoderModule(), photo)
  const encoded = await encodeInChromium(pages.origin)
  const output = Buffer.from(encoded.base64, 'base64')
  console.log(`chromium: ${encoded.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0]}`)
  console.log(
    `output: ${encoded.name} ${encoded.type} ${encoded.width}×${encoded.height}, quality ` +
      `${encoded.quality}: ${output.length} bytes (${kb(output.length)}; budget ≤ ${kb(BUDGET_BYTES)})`,
  )
  console.log(
    `encode: ${encoded.times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; median ` +
      `${median(encoded.times).toFixed(0)} ms of ${RUNS} runs (decode, resize, JPEG search)`,
  )
  if (encoded.warnings.length) console.log(`  page warnings: ${encoded.warnings.join(' | ')}`)

  const problems = []
  if (!encoded.reencoded) problems.push(`not re-encoded (${encoded.failure ?? 'no reason'})`)
  if (output.length > BUDGET_BYTES) {
    problems.push(`output ${output.length} bytes is over the ${BUDGET_BYTES} budget`)
  }
  if (encoded.decoded.width !== encoded.width || encoded.decoded.height !== encoded.height) {
    problems.push(`output decodes as ${encoded.decoded.width}×${encoded.decoded.height}`)
  }
  const upright =
    encoded.width < encoded.height &&
    isRed(encoded.corners.topRight) &&
    !isRed(encoded.corners.topLeft) &&
    !isRed(encoded.corners.bottomLeft) &&
    !isRed(encoded.corners.bottomRight)
  if (!upright) problems.push(`orientation not applied: corners ${JSON.stringify(encoded.corners)}`)
  if (!hasExif(photo)) problems.push('the input has no EXIF block (the generator lost it)')
  if (hasExif(output)) problems.push('the output still holds an EXIF block')
  console.log(
    `checks: orientation ${upright ? 'applied (the red corner is top right, portrait)' : 'WRONG'}` +
      `; EXIF ${hasExif(output) ? 'STILL THERE' : 'gone from the output (GPS removed)'}`,
  )

  if (await portIsFree(MOCK_PORT)) {
    started = performance.now()
    await startMock(MOCK_PORT, { MOCK_HOST: 'localhost', MOCK_LOG: '0' })
    console.log(
      `mock: started on fresh data at ${MOCK_URL} in ${(performance.now() - started).toFixed(0)} ms`,
    )
  } else {
    console.log(`mock: using the one already at ${MOCK_URL}`)
  }
  const settings = await (await fetch(`${MOCK_URL}/__dev/storage`)).json()
  const session = await logPersonaIn(MOCK_URL, PERSONA, env.MOCK_API_KEY)
  const sent = await uploadToAttached(output, encoded.name, session)
  console.log(
    `upload to attached (persona ${PERSONA}, mock upload delay ${settings.upload_delay_ms} ms, ` +
      `checks at +${POLL.firstCheck} ms then every ${POLL.nextChecks} ms): ` +
      `${sent.totalMs.toFixed(0)} ms`,
  )
  console.log(
    `  POST upload ${sent.uploadMs.toFixed(0)} ms (body ${sent.bodyBytes} bytes, base64) · ` +
      `waiting for the promise ${sent.waitMs.toFixed(0)} ms (${sent.checks} checks) · ` +
      `POST foto ${sent.attachMs.toFixed(0)} ms (file_id ${sent.fileId})`,
  )
  // On a phone the body also crosses the network: its time at two common throttling profiles.
  const seconds = (bitsPerSecond) => ((sent.bodyBytes * 8) / bitsPerSecond).toFixed(1)
  console.log(
    `  the body's transfer alone, computed: ${seconds(1.6e6)} s at 1.6 Mbit/s (Lighthouse slow ` +
      `4G), ${seconds(400e3)} s at 400 kbit/s (slow 3G); the camera file would be ` +
      `${((photo.length * 4) / 3 / 1e6).toFixed(1)} MB in base64`,
  )
  const dominant =
    sent.waitMs > sent.uploadMs + sent.attachMs
      ? "the promise's checks (the mock's delay, seen on the web's 1.5 s + 1 s schedule)"
      : 'the upload request'
  console.log(`  dominated locally by ${dominant}`)

  if (problems.length) {
    failed = true
    for (const problem of problems) console.error(`bench: ${problem}`)
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  pages?.server.close()
  stopAll()
}
process.exit(failed ? 1 : 0)
