/** A position as the browser reports it (the parts the app reads, the rest plain). */
export function fakePosition(latitude: number, longitude: number): GeolocationPosition {
  const coords = {
    latitude,
    longitude,
    accuracy: 5,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
    toJSON: () => ({ latitude, longitude }),
  }
  return { coords, timestamp: 0, toJSON: () => ({ coords }) }
}

/** The browser's refusal (1), unavailable position (2) or timeout (3). */
export const fakePositionError = (code: number): GeolocationPositionError => ({
  code,
  message: '',
  PERMISSION_DENIED: 1,
  POSITION_UNAVAILABLE: 2,
  TIMEOUT: 3,
})

/** A geolocation whose getCurrentPosition is `getCurrentPosition`. */
export const fakeGeolocation = (
  getCurrentPosition: Geolocation['getCurrentPosition'],
): Geolocation => ({ getCurrentPosition, watchPosition: () => 0, clearWatch: () => {} })
