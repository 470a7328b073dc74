/** A persona's login at a running mock (the app token, then the login of v2). */
export function logPersonaIn(
  mockUrl: string,
  key: string,
  apiKey?: string,
): Promise<{ token: string; pfId: number; entityKey: string }>

/** POSTs `body` with the device, its X-Checksum and, when given, the bearer token. */
export function postToMock(
  url: string,
  body: object,
  token?: string,
): Promise<{ status: number; body: unknown; bytes: number }>

/** The device object every write carries. */
export const SCRIPT_DEVICE: { id: string; lat: number; lng: number }

/** Leaves a Playwright page's origin with the session the web login leaves (no app started). */
export function putSessionIn(
  page: { goto(url: string): Promise<unknown>; evaluate: (...args: never[]) => Promise<unknown> },
  origin: string | undefined,
  session: { token: string; entityKey: string },
): Promise<void>
