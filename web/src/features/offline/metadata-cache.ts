import { metadataSchema, type Metadata } from '@censo/contracts'
import { storage, storageKeys } from '@/lib/storage'

/**
 * The metadata copy kept on the device (spec §3 "a meta cache key"): the public screens listed
 * for offline use read their texts from it when the meta API cannot be reached.
 */
export function saveMetadata(appId: string, metadata: Metadata): void {
  storage.set(storageKeys.meta, JSON.stringify({ appId, metadata }))
}

/** The saved copy for this app id, or null when there is none or it no longer fits the contract. */
export function savedMetadata(appId: string): Metadata | null {
  const raw = storage.get(storageKeys.meta)
  if (!raw) return null
  try {
    const saved: unknown = JSON.parse(raw)
    if (typeof saved !== 'object' || saved === null || !('appId' in saved)) return null
    if (saved.appId !== appId || !('metadata' in saved)) return null
    const result = metadataSchema.safeParse(saved.metadata)
    return result.success ? result.data : null
  } catch {
    return null
  }
}
