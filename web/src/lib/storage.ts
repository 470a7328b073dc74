/**
 * localStorage that never throws (private modes and full quotas do): a failed read is `null`,
 * a failed write is ignored.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // Nothing to do: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // Nothing to do.
    }
  },
}

/** Local storage keys of the spec (§3). */
export const storageKeys = {
  token: 'token',
  device: 'device',
  selectedMunicipio: 'selectedMunicipio',
  reviewed: 'reviewed',
  /** The last metadata answer, for offline use (features/offline/metadata-cache.ts). */
  meta: 'meta',
  /** The saved biometric login (features/biometrics): CPF digits, YYYY-MM-DD, entity oid. */
  cpf: 'cpf',
  nascimento: 'nascimento',
  oid: 'oid',
  /** (ours) the WebAuthn credential that unlocks the saved login. */
  biometricCredential: 'biometricCredential',
} as const
