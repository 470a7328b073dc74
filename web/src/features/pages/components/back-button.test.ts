import { afterEach, describe, expect, it, vi } from 'vitest'
import { cameFromThisSite } from './back-button'

function arrive(referrer: string, length: number) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer)
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(length)
}

describe('cameFromThisSite', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is true after a page load from one of our pages (a link of a first frame)', () => {
    arrive(`${window.location.origin}/Ajuda/`, 2)
    expect(cameFromThisSite()).toBe(true)
  })

  it('is false for a page opened directly, from another site or in a new tab', () => {
    arrive('', 2)
    expect(cameFromThisSite()).toBe(false)
    arrive('https://example.com/', 2)
    expect(cameFromThisSite()).toBe(false)
    arrive(`${window.location.origin}.example.com/`, 2)
    expect(cameFromThisSite()).toBe(false)
    arrive(`${window.location.origin}/Ajuda/`, 1)
    expect(cameFromThisSite()).toBe(false)
  })
})
