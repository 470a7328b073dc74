import { afterEach, describe, expect, it, vi } from 'vitest'
import { entryMarkup, startAfterFirstPaint, startAfterPaintPlugin } from './start-after-paint'

function stubDocument(readyState: DocumentReadyState, visibility: DocumentVisibilityState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState)
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility)
}

/** requestAnimationFrame held until `paint()`: the frame's callbacks, then its paint. */
function holdFrames() {
  const callbacks: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback)
    return callbacks.length
  })
  return { paint: () => callbacks.splice(0).forEach((callback) => callback(0)) }
}

/** The starter run on a page in the given state, with fake timers and a spy for its imports. */
function startIn(
  readyState: DocumentReadyState,
  visibility: DocumentVisibilityState,
  imports: string[] = [],
) {
  vi.useFakeTimers()
  stubDocument(readyState, visibility)
  const frames = holdFrames()
  const load = vi.fn(() => Promise.resolve())
  startAfterFirstPaint('/assets/index.js', imports, load)
  return { frames, load }
}

describe('startAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers())

  it('imports the entry once the parsed page has painted a frame, not before', () => {
    const { frames, load } = startIn('loading', 'visible')
    frames.paint()
    vi.runAllTimers()
    expect(load).not.toHaveBeenCalled()

    document.dispatchEvent(new Event('DOMContentLoaded'))
    vi.runAllTimers()
    expect(load).not.toHaveBeenCalled()
    frames.paint()
    expect(load).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index.js')
  })

  it("evaluates the entry's imports first, each in a task of its own, then the entry", async () => {
    const { load } = startIn('interactive', 'hidden', ['/assets/runtime.js', '/assets/libs.js'])
    expect(load.mock.calls).toEqual([['/assets/runtime.js']])
    await Promise.resolve()
    expect(load).toHaveBeenCalledOnce()
    await vi.runAllTimersAsync()
    expect(load.mock.calls).toEqual([
      ['/assets/runtime.js'],
      ['/assets/libs.js'],
      ['/assets/index.js'],
    ])
  })

  it('starts at once in a tab not shown (no frame to paint)', () => {
    const { load } = startIn('interactive', 'hidden')
    expect(load).toHaveBeenCalledOnce()
  })

  it('starts when the tab is hidden before the frame came, and only once', () => {
    const { frames, load } = startIn('interactive', 'visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(load).toHaveBeenCalledOnce()
    frames.paint()
    vi.runAllTimers()
    expect(load).toHaveBeenCalledOnce()
  })
})

function transform(
  html: string,
  imports = ['assets/libs.js'],
  bundle: Record<string, { type: 'chunk'; imports: string[] }> = {},
): string {
  const hook = startAfterPaintPlugin().transformIndexHtml
  if (!hook || typeof hook === 'function' || !('handler' in hook)) throw new Error('no hook')
  return Reflect.apply(hook.handler, undefined, [html, { chunk: { imports }, bundle }]) as string
}

describe('startAfterPaintPlugin', () => {
  const ENTRY_TAG = '<script type="module" crossorigin src="/assets/index-a1.js"></script>'

  it('replaces the entry script with its preload link and the starter', () => {
    const vitePreload = '<link rel="modulepreload" crossorigin href="/assets/libs.js">'
    const html = transform(`<head><title>x</title>${ENTRY_TAG}${vitePreload}<style></style></head>`)
    expect(html).toBe(
      `<head><title>x</title>${entryMarkup('/assets/index-a1.js', ['/assets/libs.js'])}` +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/libs.js">' +
        '<style></style></head>',
    )
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-a1.js">',
    )
    expect(html).not.toContain('type="module"')
  })

  it("has the starter import React's chunk before the libraries that import it", () => {
    const bundle = {
      'assets/libs.js': { type: 'chunk' as const, imports: ['assets/react.js'] },
      'assets/react.js': { type: 'chunk' as const, imports: [] },
    }
    const html = transform(
      `<head>${ENTRY_TAG}</head>`,
      ['assets/libs.js', 'assets/react.js'],
      bundle,
    )
    expect(html).toContain(
      entryMarkup('/assets/index-a1.js', ['/assets/react.js', '/assets/libs.js']),
    )
  })

  it('fails the build without exactly one entry script', () => {
    expect(() => transform('<head></head>')).toThrow(/found 0/)
    expect(() => transform(`<head>${ENTRY_TAG}${ENTRY_TAG}</head>`)).toThrow(/found 2/)
  })
})
