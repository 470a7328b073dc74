import { isIsoDate, isValidCpf } from '@censo/contracts'
import { storageKeys } from '@/lib/storage'

/** The login saved on this device for biometric entry (spec §3 keys 'cpf', 'nascimento', 'oid'). */
export interface SavedLogin {
  /** Digits only. */
  cpf: string
  /** YYYY-MM-DD. */
  nascimento: string
  /** The entity's login id. */
  oid: string
  /** (ours) the WebAuthn credential that unlocks it; null when it was not kept. */
  credentialId: string | null
}

type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
const local: StorageSource = () => window.localStorage

const savedKeys = [
  storageKeys.cpf,
  storageKeys.nascimento,
  storageKeys.oid,
  storageKeys.biometricCredential,
] as const

/**
 * Spec §4 "Persistent (biometric) login": active only when the saved cpf passes the CPF check,
 * nascimento is a valid YYYY-MM-DD date and oid is present. If reading throws, the saved items
 * are removed. Null means no persistent login.
 */
export function readSavedLogin(source: StorageSource = local): SavedLogin | null {
  let cpf: string | null
  let nascimento: string | null
  let oid: string | null
  let credentialId: string | null
  try {
    const storage = source()
    cpf = storage.getItem(storageKeys.cpf)
    nascimento = storage.getItem(storageKeys.nascimento)
    oid = storage.getItem(storageKeys.oid)
    credentialId = storage.getItem(storageKeys.biometricCredential)
  } catch (error) {
    console.warn('biometrics: the saved login could not be read; removing it', error)
    clearSavedLogin(source)
    return null
  }
  if (!cpf || !isValidCpf(cpf) || !nascimento || !isIsoDate(nascimento) || !oid) return null
  return { cpf, nascimento, oid, credentialId: credentialId || null }
}

/** Saves the login (only after the device confirmed the person's fingerprint). */
export function saveLogin(login: SavedLogin, source: StorageSource = local): void {
  const storage = source()
  storage.setItem(storageKeys.cpf, login.cpf)
  storage.setItem(storageKeys.nascimento, login.nascimento)
  storage.setItem(storageKeys.oid, login.oid)
  if (login.credentialId) storage.setItem(storageKeys.biometricCredential, login.credentialId)
  else storage.removeItem(storageKeys.biometricCredential)
}

/** Removes the saved login; never throws (nothing more can be done when storage refuses). */
export function clearSavedLogin(source: StorageSource = local): void {
  try {
    const storage = source()
    for (const key of savedKeys) storage.removeItem(key)
  } catch {
    // Storage unavailable: there is nothing to remove either.
  }
}
