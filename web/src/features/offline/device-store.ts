import { createStore, type UseStore } from 'idb-keyval'

let database: UseStore | undefined

/**
 * The IndexedDB database `recenseamento`, store `device-cache`, opened on first use: the
 * person's wizard copy (`wizard:<pf_id>`) and the photos waiting to be sent
 * (`photo:<pf_id>:<id>`). One store, so that clearing it leaves nothing behind.
 */
export function deviceStore(): UseStore {
  database ??= createStore('recenseamento', 'device-cache')
  return database
}
