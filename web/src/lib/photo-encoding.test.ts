import { describe, expect, it, vi } from 'vitest'
import {
  fitWithin,
  jpegName,
  needsReencoding,
  JPEG_QUALITIES,
  PHOTO_LIMITS,
  prepareForUpload,
  predictedSize,
  searchEncoding,
  UPLOAD_BODY_BUDGET,
} from './photo-encoding'

/**
 * A fake JPEG encoder: bytes proportional to the pixels and to the quality, as a photo's are
 * roughly. `bytesPerPixel` is what quality 1 costs; every call is recorded.
 */
function fakeEncoder(bytesPerPixel: number) {
  const calls: { width: number; height: number; quality: number }[] = []
  const encode = (width: number, height: number, quality: number) => {
    calls.push({ width, height, quality })
    return Promise.resolve({ size: Math.round(width * height * bytesPerPixel * quality) })
  }
  return { calls, encode }
}

/** Large arrays compared at once (toEqual goes element by element, slowly). */
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * A fake OffscreenCanvas whose JPEGs weigh `bytesPerPixel × quality` per pixel; the canvases made
 * and the calls on their contexts are recorded.
 */
function fakeOffscreenCanvas(bytesPerPixel: number) {
  const made: { width: number; height: number; drawn: unknown[][]; filled: string[] }[] = []
  class FakeOffscreenCanvas {
    readonly record: (typeof made)[number]
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      this.record = { width, height, drawn: [], filled: [] }
      made.push(this.record)
    }
    getContext() {
      const record = this.record
      const context = {
        fillStyle: '',
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
        fillRect: () => record.filled.push(context.fillStyle),
        drawImage: (...args: unknown[]) => record.drawn.push(args),
      }
      return context
    }
    convertToBlob({ type, quality }: { type: string; quality: number }) {
      // Blob-like: its bytes are made only when read (the one chosen).
      const size = Math.round(this.width * this.height * bytesPerPixel * quality)
      return Promise.resolve({
        size,
        type,
        arrayBuffer: () => Promise.resolve(new ArrayBuffer(size)),
      })
    }
  }
  return { made, FakeOffscreenCanvas }
}

describe('PHOTO_LIMITS', () => {
  it('aims at a file whose upload body, base64 and JSON, stays within 400 KB', () => {
    const base64 = Math.ceil(PHOTO_LIMITS.targetBytes / 3) * 4
    // Name, type, hashes and device of a real body are about 330 bytes; 1 KB is left for them.
    expect(base64 + 1_000).toBeLessThanOrEqual(UPLOAD_BODY_BUDGET)
    expect(base64 + 1_000).toBeGreaterThan(UPLOAD_BODY_BUDGET - 4)
    expect(UPLOAD_BODY_BUDGET).toBe(400_000)
  })

  it('re-encodes any image whose body would not fit as it is', () => {
    expect(PHOTO_LIMITS.maxInputBytes).toBe(PHOTO_LIMITS.targetBytes)
  })
})

describe('needsReencoding', () => {
  it('re-encodes an image over the target (about 299 KB)', () => {
    expect(needsReencoding({ size: PHOTO_LIMITS.maxInputBytes + 1, type: 'image/jpeg' })).toBe(true)
    expect(needsReencoding({ size: 1_000_000, type: 'image/jpeg' })).toBe(true)
    expect(needsReencoding({ size: 4_000_000, type: 'image/png' })).toBe(true)
  })

  it('leaves a small image whose size is unknown or within 2048 px', () => {
    expect(needsReencoding({ size: PHOTO_LIMITS.maxInputBytes, type: 'image/jpeg' })).toBe(false)
    expect(
      needsReencoding({ size: 250_000, type: 'image/jpeg' }, { width: 2048, height: 1536 }),
    ).toBe(false)
  })

  it('takes another long side when given one', () => {
    const size = { width: 1600, height: 1200 }
    expect(needsReencoding({ size: 250_000, type: 'image/jpeg' }, size, 1280)).toBe(true)
    expect(needsReencoding({ size: 250_000, type: 'image/jpeg' }, size)).toBe(false)
  })

  it('re-encodes a small image over 2048 px on its long side, either way round', () => {
    expect(needsReencoding({ size: 200_000, type: 'image/png' }, { width: 2049, height: 10 })).toBe(
      true,
    )
    expect(
      needsReencoding({ size: 200_000, type: 'image/webp' }, { width: 1000, height: 3000 }),
    ).toBe(true)
  })

  it('never re-encodes a PDF or anything that is not an image', () => {
    expect(needsReencoding({ size: 4_000_000, type: 'application/pdf' })).toBe(false)
    expect(
      needsReencoding({ size: 4_000_000, type: 'application/pdf' }, { width: 5000, height: 5000 }),
    ).toBe(false)
    expect(needsReencoding({ size: 4_000_000, type: 'text/plain' })).toBe(false)
  })
})

describe('fitWithin', () => {
  it('scales the long side down to the limit, keeping the ratio', () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 })
    expect(fitWithin(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 })
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 })
  })

  it('never enlarges', () => {
    expect(fitWithin(2048, 100, 2048)).toEqual({ width: 2048, height: 100 })
    expect(fitWithin(640, 480, 2048)).toEqual({ width: 640, height: 480 })
  })

  it('keeps a very thin image at least 1 px wide', () => {
    expect(fitWithin(100_000, 10, 2048)).toEqual({ width: 2048, height: 1 })
  })
})

describe('predictedSize', () => {
  it('follows the bench photos’ sizes from one quality to another, both ways', () => {
    expect(predictedSize(1000, 0.85, 0.65)).toBeCloseTo(540)
    expect(predictedSize(540, 0.65, 0.85)).toBeCloseTo(1000)
    expect(predictedSize(1000, 0.85, 0.7)).toBeCloseTo(615)
  })

  it('falls as the quality falls, beyond its measured ends too', () => {
    const qualities = [0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15]
    const sizes = qualities.map((quality) => predictedSize(1000, 0.85, quality))
    for (let at = 1; at < sizes.length; at++) expect(sizes[at]).toBeLessThan(sizes[at - 1] ?? 0)
    expect(sizes.at(-1)).toBeGreaterThan(0)
  })
})

describe('searchEncoding', () => {
  const camera = { width: 4000, height: 3000 }
  const basePixels = 2048 * 1536

  /** An encoder whose sizes fall with the quality as the bench photos' do: `atBest` at 0.85. */
  function modelEncoder(atBest: number) {
    const calls: number[] = []
    const encode = (_width: number, _height: number, quality: number) => {
      calls.push(quality)
      return Promise.resolve({ size: Math.round(predictedSize(atBest, 0.85, quality)) })
    }
    return { calls, encode }
  }

  it('settles with one encoding, at the middle quality, a photo like the bench’s', async () => {
    // 0.85 → 1.8× the target, 0.75 → 1.24×, 0.65 → 0.97×.
    const { calls, encode } = modelEncoder(1.8 * PHOTO_LIMITS.targetBytes)
    const choice = await searchEncoding(camera, encode)
    expect(calls).toEqual([0.65])
    expect(choice).toMatchObject({ width: 2048, height: 1536, quality: 0.65, withinTarget: true })
    expect(choice.attempts).toBe(1)
  })

  it('goes up to the best quality predicted to fit a lighter photo: two encodings', async () => {
    const { calls, encode } = modelEncoder(0.9 * PHOTO_LIMITS.targetBytes)
    const choice = await searchEncoding(camera, encode)
    expect(calls).toEqual([0.65, 0.85])
    expect(choice).toMatchObject({ width: 2048, height: 1536, quality: 0.85, withinTarget: true })
    expect(choice.result.size).toBeLessThanOrEqual(PHOTO_LIMITS.targetBytes)
  })

  it('goes down to the quality predicted to fit a heavier photo', async () => {
    // 0.85 → 2.4× the target: 0.65 → 1.30×, 0.55 → 1.08×, 0.45 → 0.94×.
    const { calls, encode } = modelEncoder(2.4 * PHOTO_LIMITS.targetBytes)
    const choice = await searchEncoding(camera, encode)
    expect(calls).toEqual([0.65, 0.45])
    expect(choice).toMatchObject({ quality: 0.45, withinTarget: true, attempts: 2 })
  })

  it('keeps the best fit when a quality predicted to fit above it does not', async () => {
    // 0.65 → 0.7× the target, which predicts 0.89× at 0.75; but 0.75 → 1.1×.
    const shares: Record<number, number> = { 0.65: 0.7, 0.75: 1.1, 0.85: 1.5 }
    const calls: number[] = []
    const encode = (_width: number, _height: number, quality: number) => {
      calls.push(quality)
      return Promise.resolve({ size: (shares[quality] ?? 0.5) * PHOTO_LIMITS.targetBytes })
    }
    const choice = await searchEncoding(camera, encode)
    expect(calls).toEqual([0.65, 0.75])
    expect(choice).toMatchObject({ quality: 0.65, withinTarget: true, attempts: 2 })
  })

  it('steps further down from each result when the prediction was short', async () => {
    // Quality 1 costs 2× the target: 0.65 → 1.3×, then 0.45 predicted 0.94× is 0.9×: fits;
    // 0.55 between them is predicted from it 1.04×: not tried.
    const { calls, encode } = fakeEncoder((2 * PHOTO_LIMITS.targetBytes) / basePixels)
    const choice = await searchEncoding(camera, encode)
    expect(calls.map((call) => call.quality)).toEqual([0.65, 0.45])
    expect(choice).toMatchObject({ width: 2048, height: 1536, quality: 0.45, withinTarget: true })
  })

  it('reduces the size by 0.8 when even the lowest quality is too large', async () => {
    // At 0.35 the full size costs 1.05× the target; 0.8 of each side (0.64 of the pixels) at
    // 0.45: 0.86×, at 0.55: 1.06×.
    const { calls, encode } = fakeEncoder((3 * PHOTO_LIMITS.targetBytes) / basePixels)
    const choice = await searchEncoding(camera, encode)
    expect(calls.slice(0, 2)).toEqual([
      { width: 2048, height: 1536, quality: 0.65 },
      { width: 2048, height: 1536, quality: 0.35 },
    ])
    expect(choice).toMatchObject({ width: 1638, height: 1229, withinTarget: true })
    expect(choice.quality).toBe(0.45)
    expect(choice.result.size).toBeLessThanOrEqual(PHOTO_LIMITS.targetBytes)
  })

  it('gives up after a bounded number of reductions, with the smallest result', async () => {
    const { calls, encode } = fakeEncoder(1000)
    const choice = await searchEncoding(camera, encode, { maxScaleSteps: 3 })
    // Two encodings (the middle and the lowest quality) at each of the 4 sizes.
    expect(calls).toHaveLength(8)
    expect(choice.withinTarget).toBe(false)
    expect(choice.attempts).toBe(8)
    expect(choice.quality).toBe(JPEG_QUALITIES.at(-1))
    expect(choice.width).toBe(Math.round(2048 * 0.8 ** 3))
    expect(choice.result.size).toBe(Math.min(...calls.map((c) => c.width * c.height * 350)))
  })

  it('keeps a small source at its size (never enlarged)', async () => {
    const { calls, encode } = fakeEncoder(1)
    await searchEncoding({ width: 800, height: 600 }, encode)
    expect(calls[0]).toEqual({ width: 800, height: 600, quality: 0.65 })
  })

  it('honours its options', async () => {
    const { calls, encode } = fakeEncoder(1)
    const choice = await searchEncoding(camera, encode, {
      maxSide: 1000,
      targetBytes: 400_000,
      qualities: [0.9, 0.5],
    })
    expect(calls.map((call) => [call.width, call.quality])).toEqual([
      [1000, 0.9],
      [1000, 0.5],
    ])
    expect(choice).toMatchObject({ width: 1000, height: 750, quality: 0.5, withinTarget: true })
  })
})

describe('jpegName', () => {
  it('changes the extension to .jpg, or adds it', () => {
    expect(jpegName('IMG_0001.HEIC.png')).toBe('IMG_0001.HEIC.jpg')
    expect(jpegName('rg frente.jpeg')).toBe('rg frente.jpg')
    expect(jpegName('foto')).toBe('foto.jpg')
    expect(jpegName('.png')).toBe('foto.jpg')
  })
})

describe('prepareForUpload', () => {
  it('sends a PDF as it is, whatever its size, without decoding it', async () => {
    const decode = vi.fn()
    vi.stubGlobal('createImageBitmap', decode)
    const content = new Uint8Array(2_000_000).fill(0x20)
    content.set(new TextEncoder().encode('%PDF-1.4\n'))
    const file = new File([content], 'comprovante.pdf', { type: 'application/pdf' })
    const { bytes, ...prepared } = await prepareForUpload(file)
    expect(prepared).toEqual({ name: 'comprovante.pdf', type: 'application/pdf', reencoded: false })
    expect(sameBytes(bytes, content)).toBe(true)
    expect(decode).not.toHaveBeenCalled()
  })

  it('sends a small image as it is when it is within 2048 px', async () => {
    const close = vi.fn()
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 1200, height: 900, close })),
    )
    const content = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])
    const file = new File([content], 'rg.jpg', { type: 'image/jpeg' })
    const prepared = await prepareForUpload(file)
    expect(prepared).toEqual({
      name: 'rg.jpg',
      type: 'image/jpeg',
      bytes: content,
      reencoded: false,
      width: 1200,
      height: 900,
    })
    expect(close).toHaveBeenCalled()
  })

  it('re-encodes a large photo as a JPEG within the limits, upright, named .jpg', async () => {
    const close = vi.fn()
    const bitmap = { width: 3000, height: 4000, close }
    const decode = vi.fn((_file: Blob, _options: object) => Promise.resolve(bitmap))
    vi.stubGlobal('createImageBitmap', decode)
    // Quality 1 costs 0.15 byte per pixel: at 1536×2048, 0.85 is 401 KB, 0.65 307 KB, 0.55
    // 260 KB (the target is about 299 KB).
    const { made, FakeOffscreenCanvas } = fakeOffscreenCanvas(0.15)
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas)
    const file = new File([new Uint8Array(3_000_000)], 'IMG_2024.JPEG', { type: 'image/jpeg' })
    const prepared = await prepareForUpload(file)
    expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' })
    expect(close).toHaveBeenCalled()
    expect(prepared).toMatchObject({
      name: 'IMG_2024.jpg',
      type: 'image/jpeg',
      reencoded: true,
      width: 1536,
      height: 2048,
      quality: 0.55,
    })
    expect(prepared.failure).toBeUndefined()
    expect(prepared.bytes.length).toBe(Math.round(1536 * 2048 * 0.15 * 0.55))
    // One canvas at the final size, white under the photo drawn to fill it.
    expect(made).toEqual([
      { width: 1536, height: 2048, filled: ['#fff'], drawn: [[bitmap, 0, 0, 1536, 2048]] },
    ])
  })

  it('takes the search options it is given (the photo bench measures with them)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 3000, height: 4000, close: () => undefined })),
    )
    const { made, FakeOffscreenCanvas } = fakeOffscreenCanvas(0.15)
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas)
    const file = new File([new Uint8Array(3_000_000)], 'IMG_2025.JPG', { type: 'image/jpeg' })
    const prepared = await prepareForUpload(file, {
      maxSide: 1000,
      qualities: [0.9],
      targetBytes: Infinity,
    })
    expect(prepared).toMatchObject({ width: 750, height: 1000, quality: 0.9, reencoded: true })
    expect(prepared.failure).toBeUndefined()
    expect(made.map((canvas) => [canvas.width, canvas.height])).toEqual([[750, 1000]])
  })

  it('sends the smallest encoding it made when none reaches the target, and says so', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 4000, height: 3000, close: () => undefined })),
    )
    const { made, FakeOffscreenCanvas } = fakeOffscreenCanvas(4)
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const file = new File([new Uint8Array(2_000_000)], 'ruido.png', { type: 'image/png' })
    const prepared = await prepareForUpload(file)
    expect(prepared).toMatchObject({ name: 'ruido.jpg', reencoded: true, quality: 0.35 })
    expect(prepared.width).toBe(Math.round(2048 * 0.8 ** 5))
    expect(prepared.failure).toMatch(`over the ${PHOTO_LIMITS.targetBytes} aimed at`)
    expect(warn).toHaveBeenCalledOnce()
    // The full size once, then each smaller size drawn from it.
    expect(made.map((canvas) => canvas.width)).toEqual([2048, 1638, 1311, 1049, 839, 671])
  })

  it('sends a large image it cannot decode as it is, and says so', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('InvalidStateError'))),
    )
    vi.stubGlobal('Image', undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const content = new Uint8Array(1_500_000).fill(7)
    const file = new File([content], 'camera.jpg', { type: 'image/jpeg' })
    const prepared = await prepareForUpload(file)
    expect(prepared).toMatchObject({ name: 'camera.jpg', type: 'image/jpeg', reencoded: false })
    expect(sameBytes(prepared.bytes, content)).toBe(true)
    expect(prepared.failure).toMatch(/could not decode/)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('sends a small image it cannot decode as it is, silently', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('InvalidStateError'))),
    )
    vi.stubGlobal('Image', undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const file = new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' })
    const prepared = await prepareForUpload(file)
    expect(prepared).toMatchObject({ name: 'x.png', reencoded: false })
    expect(prepared.failure).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })
})
