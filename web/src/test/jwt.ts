import type { TokenUser } from '@censo/contracts'

/** An unsigned JWT-shaped token with the given payload (the client never checks signatures). */
export function fakeJwt(payload: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload))
  const base64url = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`
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
