/**
 * Step 6's photos before upload: an image over `PHOTO_LIMITS.targetBytes` or over 2048 px on its
 * long side is re-encoded in the browser as a JPEG of at most 2048 px and at most `targetBytes`,
 * with its EXIF orientation applied to the pixels; drawing it through a canvas drops every
 * metadata block, the location among them. PDFs and small images go as they are (the type check
 * is the UI's). The figures are chosen by `pnpm bench:photo` (docs/decisions/025).
 *
 * Nothing here throws on an image the browser cannot read or encode: the file goes as it is
 * (the storage refuses what it cannot read) and `failure` says why, with a console.warn.
 */

/** DESIGN §10: an upload's body, base64 and JSON included, at most 400 KB (8 s at 400 kbit/s). */
export const UPLOAD_BODY_BUDGET = 400_000
/** The JSON around the base64: name, type, hashes, device (about 330 bytes with a short name). */
const JSON_AROUND_FILE = 1_000
/** The largest file whose upload body fits: base64 takes 4 characters per 3 bytes. */
const FILE_BUDGET = Math.floor(((UPLOAD_BODY_BUDGET - JSON_AROUND_FILE) * 3) / 4)

export const PHOTO_LIMITS = {
  /** A larger image is re-encoded whatever its size: sent as it is, its body would not fit. */
  maxInputBytes: FILE_BUDGET,
  /**
   * Pixels read better than quality: the bench's card at 8 pt, far in the frame, reads at
   * 2048 px even at quality 0.45 and not at 1600 px even at 0.85.
   */
  maxSide: 2048,
  targetBytes: FILE_BUDGET,
} as const

/**
 * JPEG qualities tried at each size, best first. Down to 0.35 the far card still reads; a step
 * down in size loses more than a step down in quality.
 */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35] as const

/**
 * How a photo's JPEG size falls with the quality, relative to its size at 0.85: Chromium's
 * encoder on the bench's two 12 MP photos at 2048 px (`BENCH_SWEEP=1`, docs/decisions/025),
 * the larger of the two at each quality, so that a prediction errs towards fitting.
 */
const SIZE_AT_QUALITY: readonly (readonly [quality: number, share: number])[] = [
  [0.25, 0.29],
  [0.35, 0.34],
  [0.45, 0.39],
  [0.55, 0.45],
  [0.65, 0.54],
  [0.75, 0.69],
  [0.85, 1],
]

/** The model's relative size at `quality`, straight between its points and beyond its ends. */
function sizeShare(quality: number): number {
  const points = SIZE_AT_QUALITY
  // The segment that holds `quality`, or the first or the last one beyond the ends.
  let at = 1
  while (at < points.length - 1 && (points[at]?.[0] ?? 1) < quality) at++
  const [q0, s0] = points[at - 1] ?? [0, 0]
  const [q1, s1] = points[at] ?? [1, 1]
  return Math.max(0.01, s0 + ((s1 - s0) * (quality - q0)) / (q1 - q0))
}

/** The size a photo encoded at `from` with `size` bytes would have at quality `to`. */
export function predictedSize(size: number, from: number, to: number): number {
  return (size * sizeShare(to)) / sizeShare(from)
}

/** When even the lowest quality is too large, each side is multiplied by this… */
export const SCALE_STEP = 0.8
/** …at most this many times (2048 px → 671 px), after which the smallest result goes. */
export const MAX_SCALE_STEPS = 5

export interface PreparedFile {
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
  /** true when re-encoded */
  reencoded: boolean
  /** The pixels sent, orientation applied (known when the image was decoded). */
  width?: number
  height?: number
  /** The JPEG quality used, when re-encoded. */
  quality?: number
  /**
   * Why a file that needed re-encoding went as it is (undecodable, no canvas, no JPEG encoder),
   * or that the re-encoded file is still over `PHOTO_LIMITS.targetBytes`.
   */
  failure?: string
}

const isImage = (type: string) => type.startsWith('image/')

/**
 * Whether a file must be re-encoded: an image over `maxInputBytes`, or whose long side is over
 * `maxSide` when its dimensions are known. PDFs and anything else that is not an image: never.
 */
export function needsReencoding(
  file: { size: number; type: string },
  dimensions?: { width: number; height: number },
  maxSide: number = PHOTO_LIMITS.maxSide,
): boolean {
  if (!isImage(file.type)) return false
  if (file.size > PHOTO_LIMITS.maxInputBytes) return true
  return dimensions !== undefined && Math.max(dimensions.width, dimensions.height) > maxSide
}

/** The size that fits `width`×`height` within `maxSide` on its long side (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longSide = Math.max(width, height)
  if (longSide <= maxSide) return { width, height }
  const ratio = maxSide / longSide
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  }
}

/** One encoding the search chose. */
export interface EncodingChoice<Result> {
  result: Result
  width: number
  height: number
  quality: number
  /** Encodings made to find it. */
  attempts: number
  /** false when nothing reached the target: `result` is then the smallest one made. */
  withinTarget: boolean
}

export interface EncodingSearchOptions {
  maxSide?: number
  targetBytes?: number
  qualities?: readonly number[]
  scaleStep?: number
  maxScaleSteps?: number
}

/**
 * Finds the best encoding within the target: at the largest size allowed, the highest quality of
 * `qualities` (best first) whose result has at most `targetBytes`, predicted rather than searched
 * (issue 41: each JPEG encoding of a 12 MP photo is a costly part of re-encoding on a cheap
 * phone). The first encoding is at the middle quality, where the bench's photos land; from each
 * result the sizes at the qualities not yet settled are predicted (`predictedSize`) and the
 * highest predicted to fit is encoded next: higher after a result that fits, lower after one that
 * does not. It stops when no quality left between the best fit and the worst failure is
 * predicted to fit. A photo like the bench's takes one encoding (a search by halves took four).
 * When even the lowest quality is too large, the sides are scaled by `scaleStep` and the same
 * done again, at most `maxScaleSteps` times. Pure but for `encode`, so it is tested with a fake.
 */
export async function searchEncoding<Result extends { size: number }>(
  source: { width: number; height: number },
  encode: (width: number, height: number, quality: number) => Promise<Result>,
  options: EncodingSearchOptions = {},
): Promise<EncodingChoice<Result>> {
  const {
    maxSide = PHOTO_LIMITS.maxSide,
    targetBytes = PHOTO_LIMITS.targetBytes,
    qualities = JPEG_QUALITIES,
    scaleStep = SCALE_STEP,
    maxScaleSteps = MAX_SCALE_STEPS,
  } = options
  if (qualities.length === 0) throw new Error('searchEncoding: no qualities to try')
  const base = fitWithin(source.width, source.height, maxSide)
  const qualityAt = (index: number) => qualities[index] ?? 0
  let attempts = 0
  let smallest: EncodingChoice<Result> | undefined

  for (let step = 0; step <= maxScaleSteps; step++) {
    const factor = scaleStep ** step
    const width = Math.max(1, Math.round(base.width * factor))
    const height = Math.max(1, Math.round(base.height * factor))
    // Indexes into `qualities`: the best known to fit, the worst known not to.
    let fit: { index: number; choice: EncodingChoice<Result> } | undefined
    let tooLarge = -1
    let index: number | undefined = Math.floor((qualities.length - 1) / 2)
    while (index !== undefined) {
      const quality = qualityAt(index)
      const result = await encode(width, height, quality)
      attempts++
      if (smallest === undefined || result.size < smallest.result.size) {
        smallest = { result, width, height, quality, attempts, withinTarget: false }
      }
      if (result.size <= targetBytes) {
        fit = { index, choice: { result, width, height, quality, attempts, withinTarget: true } }
      } else tooLarge = index
      // Still open: the qualities between the worst too large and the best fit.
      const open = qualities
        .map((_, at) => at)
        .filter((at) => at > tooLarge && at < (fit?.index ?? qualities.length))
      const predictedToFit = open.find(
        (at) => predictedSize(result.size, quality, qualityAt(at)) <= targetBytes,
      )
      // With no fit yet and none predicted, the lowest still open tells whether any fits here.
      index = predictedToFit ?? (fit ? undefined : open.at(-1))
    }
    if (fit) return { ...fit.choice, attempts }
  }
  if (smallest === undefined) throw new Error('searchEncoding: nothing was encoded')
  return { ...smallest, attempts }
}

/** The name with its extension replaced by .jpg (or .jpg added). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]{1,10}$/, '')
  return `${base || 'foto'}.jpg`
}

/** A decoded image, orientation applied, and how to let it go. */
interface Decoded {
  source: CanvasImageSource
  width: number
  height: number
  release: () => void
}

/** Decodes with the EXIF orientation applied: createImageBitmap, else an <img> (older Safari). */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      }
    } catch (error) {
      if (typeof Image !== 'function') throw error
    }
  }
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    // CSS image-orientation: from-image is the default: natural sizes and drawImage are upright.
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => undefined,
    }
  } finally {
    URL.revokeObjectURL(url)
  }
}

type Surface =
  | { kind: 'offscreen'; canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D }
  | { kind: 'element'; canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }

function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (context) return { kind: 'offscreen', canvas, context }
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2D canvas')
  return { kind: 'element', canvas, context }
}

/** Draws `source` at width×height on white (a PNG's transparency would turn black in a JPEG). */
function draw(source: CanvasImageSource, width: number, height: number): Surface {
  const surface = createSurface(width, height)
  const { context } = surface
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, width, height)
  return surface
}

async function toJpeg(surface: Surface, quality: number): Promise<Blob> {
  const blob =
    surface.kind === 'offscreen'
      ? await surface.canvas.convertToBlob({ type: 'image/jpeg', quality })
      : await new Promise<Blob | null>((resolve) => {
          surface.canvas.toBlob(resolve, 'image/jpeg', quality)
        })
  // A browser without a JPEG encoder falls back to PNG: that is no use here.
  if (!blob || blob.type !== 'image/jpeg') throw new Error('the browser gave no JPEG')
  return blob
}

async function asIs(file: File, extra: Partial<PreparedFile> = {}): Promise<PreparedFile> {
  return {
    name: file.name,
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
    reencoded: false,
    ...extra,
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Images over the limits re-encoded to JPEG (quality stepped down until ≤ targetBytes, then the
 * size reduced if needed); PDFs and small images as they are. An image at most
 * `maxInputBytes` is decoded to learn its size; it goes as it is when within `maxSide`.
 * `options` override the search's defaults (the photo bench measures other settings with them).
 */
export async function prepareForUpload(
  file: File,
  options: EncodingSearchOptions = {},
): Promise<PreparedFile> {
  const { maxSide = PHOTO_LIMITS.maxSide, targetBytes = PHOTO_LIMITS.targetBytes } = options
  if (!isImage(file.type)) return asIs(file)

  let decoded: Decoded
  try {
    decoded = await decode(file)
  } catch (error) {
    // A small image the browser cannot read goes as it is without a word: nothing was needed.
    if (!needsReencoding(file)) return asIs(file)
    const failure = `could not decode the image: ${messageOf(error)}`
    console.warn(`prepareForUpload: ${file.name}: ${failure}; sending it as it is`)
    return asIs(file, { failure })
  }

  const { width, height } = decoded
  if (!needsReencoding(file, { width, height }, maxSide)) {
    decoded.release()
    return asIs(file, { width, height })
  }

  try {
    // The decoded photo is drawn once at the largest size allowed and let go (12 Mpx is 48 MB);
    // smaller sizes are drawn from that canvas.
    const base = fitWithin(width, height, maxSide)
    let baseSurface: Surface
    try {
      baseSurface = draw(decoded.source, base.width, base.height)
    } finally {
      decoded.release()
    }
    let scaled = { width: base.width, height: base.height, surface: baseSurface }
    const encode = (w: number, h: number, quality: number) => {
      if (w !== scaled.width || h !== scaled.height) {
        scaled = { width: w, height: h, surface: draw(baseSurface.canvas, w, h) }
      }
      return toJpeg(scaled.surface, quality)
    }
    const choice = await searchEncoding(base, encode, options)
    const failure = choice.withinTarget
      ? undefined
      : `${choice.result.size} bytes, over the ${targetBytes} aimed at`
    if (failure) console.warn(`prepareForUpload: ${file.name}: ${failure}; sending the smallest`)
    return {
      name: jpegName(file.name),
      type: 'image/jpeg',
      bytes: new Uint8Array(await choice.result.arrayBuffer()),
      reencoded: true,
      width: choice.width,
      height: choice.height,
      quality: choice.quality,
      ...(failure ? { failure } : {}),
    }
  } catch (error) {
    const failure = `could not re-encode the image: ${messageOf(error)}`
    console.warn(`prepareForUpload: ${file.name}: ${failure}; sending it as it is`)
    return asIs(file, { width, height, failure })
  }
}
