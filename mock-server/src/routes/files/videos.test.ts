import { describe, expect, it } from 'vitest'
import { get, useTestApp } from '../../testing'
import { parseRange } from './videos'

const test = useTestApp({}, 'all')

describe('GET /files/videos/{name}', () => {
  it('serves every tutorial section as a real MP4 and WebM under 100 KB, with captions', async () => {
    for (let step = 0; step < 8; step++) {
      const mp4 = await get(test.app, `/files/videos/tutorial-${step}.mp4`)
      expect(mp4.statusCode).toBe(200)
      expect(mp4.headers['content-type']).toBe('video/mp4')
      expect(mp4.headers['accept-ranges']).toBe('bytes')
      // An ISO media file starts with its `ftyp` box.
      expect(mp4.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp')
      expect(mp4.rawPayload.length).toBeLessThan(100 * 1024)

      const webm = await get(test.app, `/files/videos/tutorial-${step}.webm`)
      expect(webm.statusCode).toBe(200)
      expect(webm.headers['content-type']).toBe('video/webm')
      // EBML magic number, then the "webm" doctype.
      expect(webm.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
      expect(webm.rawPayload.subarray(0, 64).toString('latin1')).toContain('webm')
      expect(webm.rawPayload.length).toBeLessThan(100 * 1024)

      const vtt = await get(test.app, `/files/videos/tutorial-${step}.vtt`)
      expect(vtt.statusCode).toBe(200)
      expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8')
      expect(vtt.body.startsWith('WEBVTT')).toBe(true)
      expect(vtt.body).toContain('00:00:00.000 --> 00:00:02.000')
    }
  })

  it('lets a browser on another origin read the caption track (CORS)', async () => {
    const vtt = await get(test.app, '/files/videos/tutorial-1.vtt', null, {
      origin: 'http://ipsl.localhost:5173',
    })
    expect(vtt.headers['access-control-allow-origin']).toBe('http://ipsl.localhost:5173')
  })

  it('answers a byte range with 206 and Content-Range, as media elements ask', async () => {
    const whole = await get(test.app, '/files/videos/tutorial-2.webm')
    const size = whole.rawPayload.length
    const part = await get(test.app, '/files/videos/tutorial-2.webm', null, { range: 'bytes=0-99' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`)
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true)

    const open = await get(test.app, '/files/videos/tutorial-2.webm', null, { range: 'bytes=100-' })
    expect(open.statusCode).toBe(206)
    expect(open.rawPayload.length).toBe(size - 100)

    const beyond = await get(test.app, '/files/videos/tutorial-2.webm', null, {
      range: `bytes=${size}-`,
    })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`)
    expect(beyond.json()).toEqual({ error: { status: 416, message: 'Erro desconhecido' } })
  })

  it('answers 404 for an unknown video and 406 for a name outside the pattern', async () => {
    expect((await get(test.app, '/files/videos/tutorial-9.mp4')).statusCode).toBe(404)
    for (const name of ['..%2Fbanners%2Fipsl.svg', 'tutorial-1.avi', 'tutorial 1.mp4']) {
      expect((await get(test.app, `/files/videos/${name}`)).statusCode).toBe(406)
    }
  })
})

describe('parseRange', () => {
  it('reads the single-range forms and refuses what lies outside the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable')
    expect(parseRange(undefined, 100)).toBeNull()
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull()
  })
})
