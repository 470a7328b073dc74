/** Web storage that never throws (private modes and full quotas do). */
export interface SafeStorage {
  /** The value, or `null` when absent or unreadable. */
  get(key: string): string | null
  /** Stores the value; a failed write is ignored (the value lives for this page only). */
  set(key: string, value: string): void
  remove(key: string): void
  /** Removes every key that starts with `prefix`. */
  removeAll(prefix: string): void
  /** Every key that starts with `prefix`. */
  keys(prefix: string): string[]
}

function keysOf(store: Storage, prefix: string): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  )
}

function safeStorage(area: () => Storage): SafeStorage {
  const attempt = <T>(action: (store: Storage) => T, fallback: T): T => {
    try {
      return action(area())
    } catch {
      return fallback
    }
  }
  return {
    get: (key) => attempt((store) => store.getItem(key), null),
    set: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    remove: (key) => attempt((store) => store.removeItem(key), undefined),
    removeAll: (prefix) =>
      attempt((store) => {
        for (const key of keysOf(store, prefix)) store.removeItem(key)
      }, undefined),
    keys: (prefix) => attempt((store) => keysOf(store, prefix), []),
  }
}

/** localStorage (spec §3 "Local storage keys"). */
export const storage = safeStorage(() => window.localStorage)

/** sessionStorage (spec §3: caches of the exchange answers and employment records). */
export const sessionStore = safeStorage(() => window.sessionStorage)

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
  /** (ours) 'allowed' or 'declined': the person's answer about the device's location. */
  deviceLocation: 'deviceLocation',
} as const
