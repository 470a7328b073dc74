import type { Device } from '@censo/contracts'
import { storage, storageKeys } from './storage'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const DEVICE_ID = /^[A-Za-z0-9]{30}$/

/** Spec §9: fixed coordinates (Recife). */
export const DEVICE_COORDINATES = { lat: -8.0476, lng: -34.877 } as const

export interface Coordinates {
  lat: number
  lng: number
}
/** What writes carry: the fixed pair, or the device's position once it reported one. */
let coordinates: Coordinates = DEVICE_COORDINATES

/**
 * The device's position, for the writes that follow (`lib/device-location.ts`, only where the
 * person allowed it); kept in memory, never stored.
 */
export function setDeviceCoordinates(position: Coordinates | null) {
  coordinates = position ?? DEVICE_COORDINATES
}

function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  // 248 is the largest multiple of 62 below 256: rejecting above it keeps the draw uniform.
  let id = ''
  for (const byte of bytes) if (byte < 248) id += ALPHABET[byte % ALPHABET.length]
  return id.length === length ? id : id + randomId(length - id.length)
}

/** The device id: 30 characters [a-zA-Z0-9], created once and kept in localStorage 'device'. */
export function getDeviceId(): string {
  const stored = storage.get(storageKeys.device)
  if (stored && DEVICE_ID.test(stored)) return stored
  const id = randomId(30)
  storage.set(storageKeys.device, id)
  return id
}

/** The device object every write body carries (DESIGN §4). */
export function getDevice(): Device {
  return { id: getDeviceId(), ...coordinates }
}
