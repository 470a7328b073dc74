import { beforeEach, describe, expect, it } from 'vitest'
import { getDevice, getDeviceId } from './device'

describe('device', () => {
  beforeEach(() => localStorage.clear())

  it('creates a 30-character alphanumeric id once and keeps it', () => {
    const id = getDeviceId()
    expect(id).toMatch(/^[A-Za-z0-9]{30}$/)
    expect(localStorage.getItem('device')).toBe(id)
    expect(getDeviceId()).toBe(id)
  })

  it('replaces a malformed stored id', () => {
    localStorage.setItem('device', 'short')
    expect(getDeviceId()).toMatch(/^[A-Za-z0-9]{30}$/)
  })

  it('carries the fixed coordinates', () => {
    expect(getDevice()).toEqual({ id: getDeviceId(), lat: -8.0476, lng: -34.877 })
  })
})
