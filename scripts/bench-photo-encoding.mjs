#!/usr/bin/env node
// Step 6's photos before upload (web/src/lib/photo-encoding.ts): two 12-megapixel camera JPEGs
// are re-encoded in headless Chromium by the real `prepareForUpload`, then sent through the
// local mock the way the web sends them. Budget (DESIGN §10): each upload body, base64 and JSON
// included, at most 400 KB (8 s at 400 kbit/s), and the document still readable by OCR: at
// least 95 % of its characters; the re-encoding at most ENCODE_BUDGET_MS, normalised by the box's
// Lighthouse benchmark index read in the same run. Past any, or on a failed check, it exits 1.
//
// The photos (scripts/lib/camera-photos.mjs), 4000×3000 stored with EXIF orientation 6 (shown
// 3000×4000), quality-92 JPEGs, seeded so every run has the same bytes:
// - a scene with sensor-like noise and a GPS position; a red square on the stored top-left
//   corner must come out at the top right (orientation applied), and the output must hold no
//   EXIF (position gone);
// - an identity card (A7, text from 14 pt down to 8 pt) photographed on a table, its long side
//   over BENCH_DOC_FILL of the frame's. The output's card (cropped with a 3 % margin, as a
//   reader would look at it) goes to tesseract (Portuguese, installed by apt-get when missing);
//   the score is 1 - Levenshtein distance / printed characters, whitespace collapsed, case and
//   accents counted (scripts/lib/ocr.mjs), with the share of characters read exactly per size.
//   The camera file's own card is read too, for comparison.
//
// Encoding: photo-encoding.ts is stripped of its types by Vite's transformWithOxc and served,
// with the photos, from a local HTTP server to a Chromium page (scripts/lib/
// photo-encoder-page.mjs); BENCH_RUNS runs of
// prepareForUpload per photo, timed in the page (performance.now), each figure and their median.
//
// Upload: a mock on BENCH_MOCK_PORT (3370) is used when one answers there, else one is started
// on fresh data; persona so-fixo logs in (app token, then its login, as bench-mock does). The
// scene is timed from the start of POST /storage/v2/upload/{pf_id}/ to the answer of POST
// /social/v1/pessoa-fisica/foto/: the promise is checked 1.5 s after the upload answered, then
// every second, at most 10 times (web/src/features/wizard/steps/images/timing.ts, spec §4 §9);
// the card is only uploaded. The mock's upload delay is what it is set to (default 2000 ms;
// MOCK_UPLOAD_DELAY_MS or PUT /__dev/storage): printed with the figures.
//
// BENCH_SWEEP=1 then measures other settings with the same function (its options), without its
// search: each long side of SWEEP_SIDES at each JPEG quality of SWEEP_QUALITIES, both photos'
// bodies and the OCR of the card photographed from farther and farther (SWEEP_FILLS), in a
// table (a few minutes): what docs/decisions/025 chose the app's figures from.
//
// Settings: BENCH_MOCK_PORT (3370), BENCH_RUNS (3), BENCH_NOISE (14; a noisier photo, 40 say,
// makes the search step the quality further down), BENCH_DOC_FILL (0.75),
// BENCH_SWEEP, BENCH_SWEEP_SIDES and BENCH_SWEEP_FILLS (comma-separated, to sweep fewer),
// CHROMIUM_PATH (/usr/bin/chromium).
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CARD_LINES, cardJpeg, sceneJpeg } from './lib/camera-photos.mjs'
import {
  describeCalibration,
  mobileCpuMultiplier,
  readBenchmarkIndex,
} from './lib/cpu-benchmark.mjs'
import { logPersonaIn, postToMock, SCRIPT_DEVICE } from './lib/mock-session.mjs'
import { ensureTesseract, ocrScore, readText } from './lib/ocr.mjs'
import {
  encodeInPage,
  encoderModule,
  launchChromium,
  pageServer,
} from './lib/photo-encoder-page.mjs'
import { machineLoad, portIsFree, root, runCheck, startMock } from './lib/processes.mjs'

const env = process.env
const MOCK_PORT = Number(env.BENCH_MOCK_PORT ?? 3370)
const MOCK_URL = `http://localhost:${MOCK_PORT}`
const RUNS = Math.max(1, Number(env.BENCH_RUNS ?? 3))
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const BODY_BUDGET = 400_000
/**
 * Issue 41: re-encoding a 12 MP photo takes at most this long (median of the runs), as on a box
 * whose Lighthouse benchmark index is REFERENCE_INDEX: the time measured × the index read on this
 * box in the same run / REFERENCE_INDEX, so that a slower or busier box (a lower index) is not
 * failed for being slow, nor a faster one passed for being fast.
 */
const ENCODE_BUDGET_MS = 400
const REFERENCE_INDEX = 2000
const OCR_BUDGET = 0.95
const PERSONA = 'so-fixo'
// The sweep's settings: 2048 px and the app's first three steps down (× 0.8 each).
const listOf = (text, fallback) => (text ? text.split(',').map(Number) : fallback)
const SWEEP_SIDES = listOf(env.BENCH_SWEEP_SIDES, [2048, 1638, 1311, 1049])
const SWEEP_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25]
const SWEEP_FILLS = listOf(env.BENCH_SWEEP_FILLS, [0.75, 0.5, 0.25, 0.2])
// The web's status checks of an upload (web/src/features/wizard/steps/images/timing.ts).
const POLL = { firstCheck: 1500, nextChecks: 1000, maxTries: 10 }
const FRAME = { width: 4000, height: 3000 }
const NOISE = Number(env.BENCH_NOISE ?? 14)
const SCENE = { ...FRAME, quality: 92, mark: 300, noise: NOISE }
const CARD = {
  frame: FRAME,
  fill: Number(env.BENCH_DOC_FILL ?? 0.75),
  angle: 0.8,
  noise: NOISE,
  quality: 92,
}

const sha256Hex = (data) => createHash('sha256').update(data).digest('hex')
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`
const percent = (share) => `${(share * 100).toFixed(1)} %`
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (bytes, bitsPerSecond) => `${((bytes * 8) / bitsPerSecond).toFixed(1)} s`
const hasExif = (bytes) => Buffer.from(bytes).includes(Buffer.from('Exif\0\0', 'latin1'))
const isRed = ([red, green, blue]) => red > 180 && green < 90 && blue < 90

/** The upload's body as the web sends it (web/src/features/wizard/steps/images/api/images.ts). */
function uploadBody(bytes, name, type) {
  const sha = sha256Hex(bytes)
  const files = [
    {
      name,
      'mime-type': type,
      upload_tipo_cod: [99],
      sha,
      data: Buffer.from(bytes).toString('base64'),
    },
  ]
  return { files, checksum: sha256Hex(sha) }
}

/** Bytes of the body `postToMock` sends (the device added), without sending it. */
const bodyBytes = (body) => Buffer.byteLength(JSON.stringify({ ...body, device: SCRIPT_DEVICE }))

/** Upload, then the promise checked on the web's schedule: each step's milliseconds. */
async function uploadAndWait(bytes, name, type, { token, pfId }) {
  const start = performance.now()
  const upload = await postToMock(
    `${MOCK_URL}/storage/v2/upload/${pfId}/`,
    uploadBody(bytes, name, type),
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
  return {
    bodyBytes: upload.bytes,
    fileId,
    checks,
    uploadMs: uploaded - start,
    waitMs: performance.now() - uploaded,
  }
}

/** Upload, wait, the photo attached (POST foto). */
async function uploadToAttached(bytes, name, type, session) {
  const start = performance.now()
  const sent = await uploadAndWait(bytes, name, type, session)
  const done = performance.now()
  const attach = await postToMock(
    `${MOCK_URL}/social/v1/pessoa-fisica/foto/`,
    { pf_id: session.pfId, file_id: sent.fileId },
    session.token,
  )
  if (attach.status !== 200) throw new Error(`photo: ${attach.status} ${JSON.stringify(attach)}`)
  const attached = performance.now()
  return { ...sent, attachMs: attached - done, totalMs: attached - start }
}

/**
 * The OCR of the card in `image` (the card photo at any scale, upright or with its EXIF
 * orientation): the card's box plus 3 %, as PNG, read by tesseract at the print's resolution.
 */
async function readCard(image, { box, pixelsPerMm }) {
  const sharp = createRequire(path.join(root, 'mock-server', 'package.json'))('sharp')
  const { width, height, orientation = 1 } = await sharp(image).metadata()
  const shown = orientation >= 5 ? { width: height, height: width } : { width, height }
  const scale = shown.width / FRAME.height
  const margin = 0.03
  const left = Math.max(0, Math.round((box.left - box.width * margin) * scale))
  const top = Math.max(0, Math.round((box.top - box.height * margin) * scale))
  const crop = {
    left,
    top,
    width: Math.min(shown.width - left, Math.round(box.width * (1 + 2 * margin) * scale)),
    height: Math.min(shown.height - top, Math.round(box.height * (1 + 2 * margin) * scale)),
  }
  const png = await sharp(image).rotate().extract(crop).png().toBuffer()
  const dpi = pixelsPerMm * scale * 25.4
  const started = performance.now()
  const text = await readText(png, dpi)
  return { ...ocrScore(CARD_LINES, text), text, dpi, ms: performance.now() - started }
}

const bySizeLine = (bySize) =>
  bySize.map(([pt, { printed, read }]) => `${pt} pt ${percent(read / printed)}`).join(', ')

/**
 * The sweep: the app's function at other settings, without its search (one quality, no steps
 * down): at each long side and quality, both bodies and the card's OCR as it moves away in the
 * frame (its long side over each of SWEEP_FILLS of the frame's).
 */
async function sweep(browser, page, pages, card) {
  const fills = [...new Set([CARD.fill, ...SWEEP_FILLS])]
  const cards = []
  for (const fill of fills) {
    const photo = fill === CARD.fill ? card : await cardJpeg(browser, { ...CARD, fill })
    const name = `card-${fill}.jpg`
    pages.add(name, photo.bytes)
    cards.push({ name, photo })
  }
  console.log(
    '\nsweep (BENCH_SWEEP): prepareForUpload(file, { maxSide, qualities: [quality], ' +
      'maxScaleSteps: 0 }); bodies in KB and seconds at 400 kbit/s, the card at ' +
      `${percent(CARD.fill)}; OCR with the card over ${fills.map(percent).join(', ')}`,
  )
  console.log(
    'side  quality    scene body      card body    OCR' +
      fills.map((fill) => `@${(fill * 100).toFixed(0)}%`.padStart(7)).join(''),
  )
  for (const maxSide of SWEEP_SIDES) {
    for (const quality of SWEEP_QUALITIES) {
      const options = { maxSide, qualities: [quality], maxScaleSteps: 0, targetBytes: Infinity }
      const [scene, ...encodedCards] = await encodeInPage(page, [
        { photo: 'IMG_0001.JPG', runs: 1, options },
        ...cards.map(({ name }) => ({ photo: name, runs: 1, options })),
      ])
      const body = (result) =>
        bodyBytes(uploadBody(Buffer.from(result.base64, 'base64'), result.name, result.type))
      const scores = []
      for (const [index, encoded] of encodedCards.entries()) {
        const read = await readCard(Buffer.from(encoded.base64, 'base64'), cards[index].photo)
        scores.push(read.score)
      }
      const sizes = [body(scene), body(encodedCards[0])]
      const within = sizes.every((bytes) => bytes <= BODY_BUDGET) && scores[0] >= OCR_BUDGET
      console.log(
        [
          String(maxSide).padStart(4),
          quality.toFixed(2).padStart(8),
          ...sizes.map((bytes) => `${kb(bytes).padStart(7)} ${seconds(bytes, 400e3).padStart(6)}`),
          '   ',
          ...scores.map((score) => percent(score).padStart(7)),
          within ? '' : '  over budget',
        ].join(' '),
      )
    }
  }
}

let pages
let browser
const closeBrowser = async () => {
  await browser?.close()
  pages?.server.close()
}
await runCheck(async (fail) => {
  console.log(`machine: ${machineLoad()}`)
  console.log(`ocr: ${ensureTesseract()}, language por`)
  browser = await launchChromium(CHROMIUM)
  let started = performance.now()
  const scene = await sceneJpeg(SCENE)
  const madeScene = performance.now() - started
  started = performance.now()
  const card = await cardJpeg(browser, CARD)
  const madeCard = performance.now() - started
  const shown = `${FRAME.width}×${FRAME.height} stored, EXIF orientation 6 (shown ${FRAME.height}×${FRAME.width})`
  console.log(
    `input: IMG_0001.JPG (scene) ${shown} and GPS, noise ${NOISE}, quality ${SCENE.quality}: ` +
      `${(scene.length / 1e6).toFixed(2)} MB, made in ${madeScene.toFixed(0)} ms`,
  )
  console.log(
    `input: IMG_0002.JPG (card) ${shown}, an A7 identity card (14 to 8 pt) over ${CARD.fill * 100} % of ` +
      `the long side, turned ${CARD.angle}°, noise ${NOISE}, quality ${CARD.quality}: ` +
      `${(card.bytes.length / 1e6).toFixed(2)} MB, made in ${madeCard.toFixed(0)} ms`,
  )

  pages = await pageServer(await encoderModule(), {
    'IMG_0001.JPG': scene,
    'IMG_0002.JPG': card.bytes,
  })
  const page = await browser.newPage()
  const warnings = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto(pages.origin)
  const userAgent = await page.evaluate(() => navigator.userAgent)
  console.log(`chromium: ${userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0]}`)
  const calibrationContext = await browser.newContext()
  const calibration = await readBenchmarkIndex(calibrationContext)
  await calibrationContext.close()
  const asOnReference = (ms) => (ms * calibration.index) / REFERENCE_INDEX
  console.log(describeCalibration(calibration, mobileCpuMultiplier(calibration.index)))
  const [sceneOut, cardOut] = await encodeInPage(page, [
    { photo: 'IMG_0001.JPG', runs: RUNS, corners: true },
    { photo: 'IMG_0002.JPG', runs: RUNS },
  ])

  const problems = []
  const outputs = {}
  for (const [label, encoded] of [
    ['scene', sceneOut],
    ['card', cardOut],
  ]) {
    const output = Buffer.from(encoded.base64, 'base64')
    outputs[label] = output
    console.log(
      `output ${label}: ${encoded.name} ${encoded.type} ${encoded.width}×${encoded.height}, ` +
        `quality ${encoded.quality}: ${output.length} bytes (${kb(output.length)}); encode ` +
        `${encoded.times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}, median ` +
        `${median(encoded.times).toFixed(0)} ms of ${RUNS} runs (decode, resize, JPEG search), ` +
        `${asOnReference(median(encoded.times)).toFixed(0)} ms at benchmark index ${REFERENCE_INDEX} ` +
        `(budget ≤ ${ENCODE_BUDGET_MS} ms)`,
    )
    if (asOnReference(median(encoded.times)) > ENCODE_BUDGET_MS) {
      problems.push(
        `${label}: encoding takes ${asOnReference(median(encoded.times)).toFixed(0)} ms at benchmark index ${REFERENCE_INDEX}, over ${ENCODE_BUDGET_MS} ms`,
      )
    }
    if (!encoded.reencoded) problems.push(`${label}: not re-encoded (${encoded.failure})`)
    else if (encoded.failure) problems.push(`${label}: ${encoded.failure}`)
    if (encoded.decoded.width !== encoded.width || encoded.decoded.height !== encoded.height) {
      problems.push(
        `${label}: output decodes as ${encoded.decoded.width}×${encoded.decoded.height}`,
      )
    }
    if (hasExif(output)) problems.push(`${label}: the output still holds an EXIF block`)
  }
  if (warnings.length) console.log(`  page warnings: ${warnings.join(' | ')}`)

  const { corners } = sceneOut
  const upright =
    sceneOut.width < sceneOut.height &&
    isRed(corners.topRight) &&
    !isRed(corners.topLeft) &&
    !isRed(corners.bottomLeft) &&
    !isRed(corners.bottomRight)
  if (!upright) problems.push(`orientation not applied: corners ${JSON.stringify(corners)}`)
  if (!hasExif(scene)) problems.push('the input has no EXIF block (the generator lost it)')
  console.log(
    `checks: orientation ${upright ? 'applied (the red corner is top right, portrait)' : 'WRONG'}` +
      `; EXIF ${hasExif(outputs.scene) ? 'STILL THERE' : 'gone from the output (GPS removed)'}`,
  )

  const original = await readCard(card.bytes, card)
  const ocr = await readCard(outputs.card, card)
  console.log(
    `ocr (tesseract por, 1 - Levenshtein / ${ocr.printed} printed characters): ` +
      `${percent(ocr.score)} of the upload's card (budget ≥ ${percent(OCR_BUDGET)}; ` +
      `${ocr.distance} edits, ${ocr.dpi.toFixed(0)} dpi, read in ${ocr.ms.toFixed(0)} ms), ` +
      `${percent(original.score)} of the camera file's (${original.dpi.toFixed(0)} dpi)`,
  )
  console.log(`  characters read exactly, by size: ${bySizeLine(ocr.bySize)}`)
  if (ocr.score < OCR_BUDGET) {
    problems.push(`the card's OCR score ${percent(ocr.score)} is under ${percent(OCR_BUDGET)}`)
    console.log(`  what tesseract read:\n${ocr.text.replace(/^/gm, '    ')}`)
  }

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
  const sent = await uploadToAttached(outputs.scene, sceneOut.name, sceneOut.type, session)
  const cardSent = await uploadAndWait(outputs.card, cardOut.name, cardOut.type, session)
  console.log(
    `upload to attached (persona ${PERSONA}, mock upload delay ${settings.upload_delay_ms} ms, ` +
      `checks at +${POLL.firstCheck} ms then every ${POLL.nextChecks} ms): ` +
      `${sent.totalMs.toFixed(0)} ms`,
  )
  console.log(
    `  POST upload ${sent.uploadMs.toFixed(0)} ms · waiting for the promise ` +
      `${sent.waitMs.toFixed(0)} ms (${sent.checks} checks) · POST foto ` +
      `${sent.attachMs.toFixed(0)} ms (file_id ${sent.fileId}); the card uploaded too ` +
      `(file_id ${cardSent.fileId})`,
  )
  // On a phone the body also crosses the network: its time at two common throttling profiles.
  for (const [label, bytes] of [
    ['scene', sent.bodyBytes],
    ['card', cardSent.bodyBytes],
  ]) {
    console.log(
      `body ${label}: ${bytes} bytes (${kb(bytes)}, base64 and JSON; budget ≤ ${kb(BODY_BUDGET)})` +
        `: ${seconds(bytes, 400e3)} at 400 kbit/s (slow 3G), ${seconds(bytes, 1.6e6)} at ` +
        `1.6 Mbit/s (Lighthouse slow 4G)`,
    )
    if (bytes > BODY_BUDGET) problems.push(`${label}: body ${bytes} bytes over ${BODY_BUDGET}`)
  }
  console.log(
    `  the camera file would be ${((scene.length * 4) / 3 / 1e6).toFixed(1)} MB in base64`,
  )

  if (env.BENCH_SWEEP) await sweep(browser, page, pages, card)

  for (const problem of problems) fail(`bench: ${problem}`)
}, closeBrowser)
