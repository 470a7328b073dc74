import type { TokenUser } from '@censo/contracts'

let issued = 0

/**
 * An unsigned JWT-shaped token with the given payload (the client never checks signatures). Each
 * gets a signature of its own, as real tokens do: the exchange cache tells logins apart by it,
 * so one test's cached answers never serve the next one's.
 */
export function fakeJwt(payload: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload))
  const base64url = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  issued += 1
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature-${String(issued).padStart(8, '0')}`
}

export const sampleUser: TokenUser = {
  login: '52998224725',
  uuid: 'u-1',
  nome: 'JOÃO DA CONCEIÇÃO',
  foto: null,
  pfid: 42,
  oid: '1',
  oeid: '2',
  superUsuario: 'N',
}

export function personToken(user: Partial<TokenUser> = {}): string {
  return fakeJwt({ user: { ...sampleUser, ...user } })
}
