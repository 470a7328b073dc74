import { setDeviceCoordinates } from './device'
import { storage, storageKeys } from './storage'

/** Spec §9: high accuracy, 5000 ms timeout, no maximum age (a fresh position each time). */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 0,
}

export type LocationChoice = 'allowed' | 'declined'

/** The person's answer about the device's location on this device, or null before one. */
export function locationChoice(): LocationChoice | null {
  const stored = storage.get(storageKeys.deviceLocation)
  return stored === 'allowed' || stored === 'declined' ? stored : null
}

const browserGeolocation = (): Geolocation | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.geolocation

/** Whether this browser can report a position at all (else nothing is asked). */
export const canLocate = (geolocation = browserGeolocation()) => geolocation !== undefined

/** The position asked of a device and not answered yet: a second ask meanwhile waits for it. */
let asking: { geolocation: Geolocation; answer: Promise<boolean> } | null = null

/**
 * Asks the device for its position once; the writes that follow carry it. A refusal, an
 * unavailable position or one slower than the timeout keeps the fixed coordinates: nothing waits
 * on this, a save sent meanwhile carries what is known then. Resolves whether a position came.
 * While an ask is under way (the wizard's frame shows twice as /Censo/ opens: while its gate
 * asks, then loaded), asking again waits for it instead of asking the device a second time.
 */
export function locateDevice(geolocation = browserGeolocation()): Promise<boolean> {
  if (!geolocation) return Promise.resolve(false)
  if (asking?.geolocation === geolocation) return asking.answer
  const answer = new Promise<boolean>((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setDeviceCoordinates({ lat: coords.latitude, lng: coords.longitude })
        resolve(true)
      },
      () => {
        setDeviceCoordinates(null)
        resolve(false)
      },
      GEOLOCATION_OPTIONS,
    )
  }).finally(() => {
    if (asking?.answer === answer) asking = null
  })
  asking = { geolocation, answer }
  return answer
}

/** Keeps the person's answer; allowing asks the device at once (the browser's own prompt). */
export function chooseLocation(choice: LocationChoice, geolocation = browserGeolocation()) {
  storage.set(storageKeys.deviceLocation, choice)
  if (choice === 'allowed') return locateDevice(geolocation)
  setDeviceCoordinates(null)
  return Promise.resolve(false)
}
