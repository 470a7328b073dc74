// The photos of the photo bench (scripts/bench-photo-encoding.mjs), as a 12 MP phone takes
// them: 4000×3000 stored, EXIF orientation 6 (shown 3000×4000, portrait), a quality-92 JPEG.
// Both are seeded: every run makes the same bytes.
//
// - `sceneJpeg`: a scene (gradients, soft shapes, fine texture, sensor-like noise), with a red
//   square on the stored top-left corner (it must come out top right) and a GPS position.
// - `cardJpeg`: the back of a Brazilian identity card at A7 (74×105 mm), text from 14 pt down to
//   8 pt (DejaVu Sans condensed) printed by Chromium at its physical size, photographed upright
//   on a table: its long side over `fill` of the frame's, turned by a degree, softened by the
//   lens, lit unevenly, with the same sensor noise.
import { createRequire } from 'node:module'
import path from 'node:path'
import { root } from './processes.mjs'

const sharp = () => createRequire(path.join(root, 'mock-server', 'package.json'))('sharp')

/** xorshift32 from `seed`: numbers in [0, 1), the same on every run. */
function seeded(seed) {
  let state = seed
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x100000000
  }
}

/** Sensor-like noise: roughly normal, mean 0, standard deviation `amplitude / 2`. */
const sensorNoise = (random, amplitude) => (random() + random() + random() - 1.5) * amplitude

/** The camera's file: stored landscape, shown upright through orientation 6. */
function cameraFile(image, quality, exif) {
  return (
    image
      .jpeg({ quality })
      // sharp writes the orientation itself (an Orientation in withExif is dropped).
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Censo', Model: 'Bench Camera 12MP' }, ...exif })
      .toBuffer()
  )
}

/** The scene: seeded pixels, JPEG with EXIF orientation 6 and a GPS position. */
export function sceneJpeg({ width, height, quality, mark, noise }) {
  const pixels = Buffer.alloc(width * height * 3)
  const random = seeded(0x2545f491)
  const horizon = height * 0.45
  for (let y = 0; y < height; y++) {
    const sky = Math.min(1, Math.max(0, (horizon - y) / 120 + 0.5))
    for (let x = 0; x < width; x++) {
      const soft = 28 * Math.sin(x / 310 + y / 170) * Math.cos(y / 230 - x / 520)
      const texture = y > horizon ? 16 * Math.sin(x * 0.9 + 3 * Math.sin(y * 0.13)) : 0
      const shade = soft + texture + sensorNoise(random, noise)
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
  return cameraFile(sharp()(pixels, { raw: { width, height, channels: 3 } }), quality, {
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '8/1 2/1 5136/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '34/1 52/1 3720/100',
    },
  })
}

/** A7 portrait, in millimetres. */
export const CARD_MM = { width: 74, height: 105 }

/**
 * What is printed, line by line: the OCR's ground truth. Made-up person; accents, digits and
 * punctuation as such cards have them; labels in a dark blue, values in black.
 */
export const CARD_LINES = [
  { pt: 10, bold: true, center: true, text: 'REPÚBLICA FEDERATIVA DO BRASIL' },
  { pt: 9, center: true, text: 'ESTADO DE PERNAMBUCO' },
  { pt: 8, center: true, text: 'INSTITUTO DE IDENTIFICAÇÃO TAVARES BURIL' },
  { pt: 14, bold: true, center: true, text: 'CARTEIRA DE IDENTIDADE' },
  { pt: 8, label: true, text: 'REGISTRO GERAL' },
  { pt: 12, bold: true, text: '7.654.321' },
  { pt: 8, label: true, text: 'DATA DE EXPEDIÇÃO' },
  { pt: 10, text: '14/03/2011' },
  { pt: 8, label: true, text: 'NOME' },
  { pt: 10, text: 'MARIA JOSÉ DA CONCEIÇÃO ARAÚJO' },
  { pt: 8, label: true, text: 'FILIAÇÃO' },
  { pt: 10, text: 'JOÃO BATISTA DE ARAÚJO' },
  { pt: 10, text: 'FRANCISCA LÚCIA DA CONCEIÇÃO' },
  { pt: 8, label: true, text: 'NATURALIDADE' },
  { pt: 10, text: 'RECIFE - PE' },
  { pt: 8, label: true, text: 'DATA DE NASCIMENTO' },
  { pt: 10, text: '25/12/1951' },
  { pt: 8, label: true, text: 'DOC. ORIGEM' },
  { pt: 9, text: 'CERT. NASC. 12.345 LIVRO A-67 FOLHA 89' },
  { pt: 8, label: true, text: 'CPF' },
  { pt: 10, text: '135.792.468-28' },
  { pt: 8, text: 'Válida em todo o território nacional. Lei 7.116 de 29/08/1983.' },
  {
    pt: 8,
    text: 'Documento pessoal e intransferível. Em caso de extravio, comunique à Secretaria de Defesa Social.',
  },
]

const escapeHtml = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  )

/** The card as a page: mm and pt are physical units in CSS (96 px per inch). */
export function cardHtml() {
  const lines = CARD_LINES.map((line) => {
    const style = [
      `font-size:${line.pt}pt`,
      line.bold ? 'font-weight:700' : '',
      line.center ? 'text-align:center' : '',
      line.label ? 'color:#27436e;margin-top:0.7mm' : '',
    ].join(';')
    return `<p style="${style}">${escapeHtml(line.text)}</p>`
  }).join('\n')
  // A faint guilloche under the text, as on the real card.
  const waves = Array.from({ length: 36 }, (_, index) => {
    const y = 3 * index
    return `<path d="M0 ${y} q9 -2.4 18.5 0 t18.5 0 t18.5 0 t18.5 0" />`
  }).join('')
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="74mm" height="105mm" viewBox="0 0 74 105">` +
    `<g fill="none" stroke="#cfdcc0" stroke-width="0.25">${waves}</g></svg>`
  return `<!doctype html><meta charset="utf-8"><title>RG</title>
<style>
  html, body { margin: 0; background: #fff; }
  #card {
    position: relative; box-sizing: border-box; overflow: hidden;
    width: ${CARD_MM.width}mm; height: ${CARD_MM.height}mm; padding: 3.5mm 4mm;
    background: #eef3e6 url("data:image/svg+xml;utf8,${encodeURIComponent(background)}");
    font-family: 'DejaVu Sans', Arial, sans-serif; font-stretch: condensed;
    color: #161616; line-height: 1.15;
  }
  p { margin: 0; }
</style>
<div id="card">${lines}</div>`
}

/** The printed card as a PNG, `pixelsPerMm` to the millimetre, from a Playwright browser. */
export async function renderCard(browser, pixelsPerMm) {
  const cssPixelsPerMm = 96 / 25.4
  const context = await browser.newContext({ deviceScaleFactor: pixelsPerMm / cssPixelsPerMm })
  try {
    const page = await context.newPage()
    await page.setContent(cardHtml())
    const overflow = await page.evaluate(async () => {
      await document.fonts.ready
      const card = document.getElementById('card')
      return card ? card.scrollHeight - card.clientHeight : 0
    })
    // The OCR's ground truth is every line: none may fall off the card.
    if (overflow > 0) throw new Error(`the card's text is ${overflow} CSS px too tall for A7`)
    return await page.locator('#card').screenshot({ type: 'png' })
  } finally {
    await context.close()
  }
}

/**
 * The card photographed (`frame` is the stored size, landscape): the JPEG, where the card lies
 * in the frame as shown (its bounding box once turned) and its pixels per mm, for the OCR.
 */
export async function cardJpeg(browser, { frame, fill, angle, noise, quality }) {
  // Shown portrait: the stored frame's sides swapped.
  const width = frame.height
  const height = frame.width
  const pixelsPerMm = (height * fill) / CARD_MM.height
  const card = await renderCard(browser, pixelsPerMm)
  const turned = await sharp()(card)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true })
  const box = {
    left: Math.round((width - turned.info.width) / 2),
    top: Math.round((height - turned.info.height) / 2),
    width: turned.info.width,
    height: turned.info.height,
  }

  const table = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const grain = 10 * Math.sin(x / 23 + 4 * Math.sin(y / 190)) + 6 * Math.sin(y / 7 + x / 300)
      const offset = (y * width + x) * 3
      table[offset] = 112 + grain
      table[offset + 1] = 84 + grain * 0.8
      table[offset + 2] = 60 + grain * 0.6
    }
  }
  // sharp composites after its other operations: the lens's blur needs a second pass.
  const laid = await sharp()(table, { raw: { width, height, channels: 3 } })
    .composite([{ input: turned.data, left: box.left, top: box.top }])
    .removeAlpha()
    .raw()
    .toBuffer()
  const softened = await sharp()(laid, { raw: { width, height, channels: 3 } })
    .blur(0.9)
    .raw()
    .toBuffer()
  // Clamped: white paper plus noise must stay white, not wrap round to black.
  const pixels = new Uint8ClampedArray(softened.buffer, softened.byteOffset, softened.length)
  const random = seeded(0x9e3779b9)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 1 - 0.14 * ((x / width) * 0.4 + (y / height) * 0.6)
      const offset = (y * width + x) * 3
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = pixels[offset + channel] * light + sensorNoise(random, noise)
      }
    }
  }
  // Stored landscape: a quarter turn counter-clockwise, which orientation 6 undoes.
  const image = sharp()(softened, { raw: { width, height, channels: 3 } }).rotate(270)
  return { bytes: await cameraFile(image, quality), box, pixelsPerMm }
}
