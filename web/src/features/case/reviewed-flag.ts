import { storage, storageKeys } from '@/lib/storage'

/**
 * The local flag 'reviewed' (spec §4): the review screen is shown once per session. The help
 * page sets it to 'false' (features/pages), the review screen and the /Censo/ check set it to
 * 'true', and finalizing removes it.
 */
export const reviewedFlag = {
  isSet: (): boolean => storage.get(storageKeys.reviewed) === 'true',
  set: (): void => storage.set(storageKeys.reviewed, 'true'),
  remove: (): void => storage.remove(storageKeys.reviewed),
}
