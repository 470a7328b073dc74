import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeGeolocation, fakePosition, fakePositionError } from '@/test/geolocation'
import { DEVICE_COORDINATES, getDevice, setDeviceCoordinates } from './device'
import {
  chooseLocation,
  GEOLOCATION_OPTIONS,
  locateDevice,
  locationChoice,
} from './device-location'

/** A device that reports `position`, or fails with `error` (refused, unavailable, timeout). */
function geolocationAnswering(outcome: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if ('code' in outcome) failure?.(fakePositionError(outcome.code))
      else success(fakePosition(outcome.lat, outcome.lng))
    },
  )
  return { geolocation: fakeGeolocation(getCurrentPosition), getCurrentPosition }
}

beforeEach(() => {
  localStorage.clear()
  setDeviceCoordinates(null)
})
afterEach(() => setDeviceCoordinates(null))

describe('the device location', () => {
  it('asks with the spec options (high accuracy, 5000 ms, no maximum age) and writes carry the position', async () => {
    const { geolocation, getCurrentPosition } = geolocationAnswering({ lat: -7.99, lng: -34.84 })
    await expect(locateDevice(geolocation)).resolves.toBe(true)
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    })
    expect(GEOLOCATION_OPTIONS.maximumAge).toBe(0)
    expect(getDevice()).toMatchObject({ lat: -7.99, lng: -34.84 })
  })

  it.each([
    ['refused', 1],
    ['unavailable', 2],
    ['slower than the timeout', 3],
  ])('keeps the fixed coordinates when the position is %s', async (_case, code) => {
    const { geolocation } = geolocationAnswering({ code })
    await expect(locateDevice(geolocation)).resolves.toBe(false)
    expect(getDevice()).toMatchObject(DEVICE_COORDINATES)
  })

  it('asks the device once while an ask is under way, and again after it', async () => {
    let answer: PositionCallback | undefined
    const getCurrentPosition = vi.fn((success: PositionCallback) => {
      answer = success
    })
    const geolocation = fakeGeolocation(getCurrentPosition)
    const first = locateDevice(geolocation)
    const second = locateDevice(geolocation)
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    answer?.(fakePosition(-7.99, -34.84))
    await expect(Promise.all([first, second])).resolves.toEqual([true, true])
    void locateDevice(geolocation)
    expect(getCurrentPosition).toHaveBeenCalledTimes(2)
    answer?.(fakePosition(-7.99, -34.84))
  })

  it('keeps the fixed coordinates where the browser has no geolocation', async () => {
    await expect(locateDevice(undefined)).resolves.toBe(false)
    expect(getDevice()).toMatchObject(DEVICE_COORDINATES)
  })

  it("keeps the person's answer; declining asks nothing and goes back to the fixed pair", async () => {
    expect(locationChoice()).toBeNull()
    const { geolocation, getCurrentPosition } = geolocationAnswering({ lat: 1, lng: 2 })
    await chooseLocation('allowed', geolocation)
    expect(locationChoice()).toBe('allowed')
    expect(getDevice()).toMatchObject({ lat: 1, lng: 2 })
    await chooseLocation('declined', geolocation)
    expect(locationChoice()).toBe('declined')
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(getDevice()).toMatchObject(DEVICE_COORDINATES)
  })
})
