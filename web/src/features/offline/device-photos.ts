import { del, get, keys, set } from 'idb-keyval'
import { deviceStore } from './device-store'

/**
 * Photos and files taken for step 6 that wait on the device to be sent (docs/decisions/028): the
 * compressed bytes in IndexedDB, apart from the wizard's copy (rewritten often, it stays small);
 * the save that sends one carries only its key. Deleted once attached, by Sair, and when no save
 * kept on the device refers to them any more (a copy dropped after 7 days).
 */

export interface KeptPhoto {
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
  /** The storage's id once uploaded: a later try only attaches it. */
  fileId?: number
}

const prefix = (pfId: number) => `photo:${pfId}:`
/** Where files go when IndexedDB refuses them (some private modes, a full disk): this page only. */
const onPage = new Map<string, KeptPhoto>()
const PHOTO_KEY = /photo:\d+:[0-9a-f-]+/g

/** Keeps a prepared file of `pfId` on the device; answers its key. */
export async function keepPhoto(pfId: number, photo: KeptPhoto): Promise<string> {
  const key = `${prefix(pfId)}${crypto.randomUUID()}`
  await store(key, photo)
  return key
}

async function store(key: string, photo: KeptPhoto): Promise<void> {
  try {
    await set(key, photo, deviceStore())
  } catch (error) {
    console.warn('device photos: kept on this page only', error)
    onPage.set(key, photo)
  }
}

/** The kept file, or undefined when it is no longer on the device (sent, or Sair). */
export async function readPhoto(key: string): Promise<KeptPhoto | undefined> {
  return onPage.get(key) ?? (await get<KeptPhoto>(key, deviceStore()))
}

/** Notes that the file is in the storage as `fileId` (uploaded, not yet attached). */
export async function markPhotoUploaded(key: string, fileId: number): Promise<void> {
  const photo = await readPhoto(key)
  if (photo) await store(key, { ...photo, fileId })
}

export async function dropPhoto(key: string): Promise<void> {
  onPage.delete(key)
  try {
    await del(key, deviceStore())
  } catch (error) {
    // Sent all the same; the sweep of the next page removes it.
    console.warn('device photos: could not remove a sent file', error)
  }
}

/** The keys of the files `pfId` keeps on the device. */
export async function keptPhotoKeys(pfId: number): Promise<string[]> {
  const all = [...onPage.keys(), ...(await keys<string>(deviceStore()))]
  return all.filter((key) => typeof key === 'string' && key.startsWith(prefix(pfId)))
}

/** Every photo key `value` holds (a save's variables). */
export function photoKeysIn(value: unknown): string[] {
  return JSON.stringify(value ?? null).match(PHOTO_KEY) ?? []
}

/** Removes the files of `pfId` that none of `kept` (the saves kept on the device) refers to. */
export async function dropPhotosNotIn(pfId: number, kept: readonly unknown[]): Promise<void> {
  const referred = new Set(kept.flatMap(photoKeysIn))
  const orphans = (await keptPhotoKeys(pfId)).filter((key) => !referred.has(key))
  await Promise.all(orphans.map(dropPhoto))
}

/** Sair: every file of `pfId` leaves the device. */
export async function forgetPhotos(pfId: number): Promise<void> {
  await dropPhotosNotIn(pfId, [])
}
